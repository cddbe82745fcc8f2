#!/usr/bin/env python3
"""Real-browser check of `folio serve` (issue 5): headless Chromium opens a served page, the note is
edited on disk, and the page must reload by itself and show the new text; a broken front matter must
show the error overlay, and fixing it must clear the overlay. Standard library only: Chromium is driven
through the repo's DevTools-protocol driver, Tests/Browser/cdp.py.

usage: live_reload_check.py [FOLIO_BINARY] [--screenshots DIR]
Exit 0 when every check passes, 1 otherwise; every wait is bounded.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time


HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(HERE, "..", "..", "Browser"))
import cdp  # noqa: E402  (the repo's DevTools-protocol driver, shared with `make browser-test`)

# The shared driver resolves no host at all (built sites must not load anything remote); the preview
# lives on 127.0.0.1, so that one address is let through.
cdp.reach_loopback()


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def wait_for(tab, expression, timeout, what):
    """Polls `expression` in the page (bounded); returns the time it first held."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if tab.eval(expression):
                return time.time()
        except cdp.CDPError:
            pass  # the page is between documents while it reloads
        time.sleep(0.05)
    try:
        state = tab.eval("location.href + ' | ' + (document.body ? document.body.innerText.slice(0, 200) : '')")
    except cdp.CDPError as error:
        state = str(error)
    fail("timed out waiting for " + what + " (page: " + repr(state) + ")")


def main():
    args = sys.argv[1:]
    shots = None
    if "--screenshots" in args:
        index = args.index("--screenshots")
        shots = args[index + 1]
        del args[index:index + 2]
        os.makedirs(shots, exist_ok=True)
    folio = args[0] if args else os.path.join(".build", "debug", "folio")
    if not os.access(folio, os.X_OK):
        fail("folio binary not found at " + folio + " (swift build first)")

    site = tempfile.mkdtemp(prefix="folio-serve-browser-")
    note = os.path.join(site, "content", "note.md")
    os.makedirs(os.path.dirname(note))
    front = "---\ntitle: Live note\nauthor: Ada\ntags: [demo]\n---\n"
    with open(note, "w") as handle:
        handle.write(front + "# Live note\n\nThe first text.\n")
    serve = subprocess.Popen([folio, "serve", "--content", os.path.join(site, "content"), "--port", "0"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    browser = None
    try:
        url = None
        deadline = time.time() + 60
        while time.time() < deadline and url is None:
            line = serve.stdout.readline()
            match = re.search(r"Serving (http://127\.0\.0\.1:\d+/)", line or "")
            if match:
                url = match.group(1)
            elif not line and serve.poll() is not None:
                fail("folio serve exited early")
        if not url:
            fail("folio serve did not start")
        chromium = cdp.find_chromium()
        if not chromium:
            fail("chromium not found (make browser-test installs it)")
        browser = cdp.Browser(chromium)
        tab = cdp.Tab(browser)
        tab.send("Network.setBlockedURLs", {"urls": []})  # the shared Tab blocks http://; this is localhost
        tab.navigate(url + "note.html")
        wait_for(tab, "document.body && document.body.innerText.includes('The first text.')", 10, "the first text")
        wait_for(tab, "!!document.querySelector('script[data-folio-token]')", 5, "the live-reload script")
        time.sleep(0.5)  # let EventSource connect (a late connection still reloads: its hello has a newer token)
        if shots:
            tab.screenshot(os.path.join(shots, "serve-before.png"))

        # 1. Edit the note: the page reloads by itself (the marker set on this page load disappears).
        tab.eval("window.__folioMarker = 1")
        saved = time.time()
        with open(note, "w") as handle:
            handle.write(front + "# Live note\n\nThe second text.\n")
        seen = wait_for(tab, "document.body && document.body.innerText.includes('The second text.')"
                            " && window.__folioMarker === undefined", 5, "the reload with the new text")
        print("ok: page reloaded with the new text %.0f ms after the save" % ((seen - saved) * 1000))

        # 2. Break the front matter: the overlay appears with file:line; fixing it clears it.
        with open(note, "w") as handle:
            handle.write("---\ntitle: Live note\ntags: [demo\n---\n# Live note\n\nThe second text.\n")
        wait_for(tab, "!!document.getElementById('folio-error-overlay')", 5, "the error overlay")
        text = tab.eval("document.getElementById('folio-error-overlay').innerText")
        if not re.search(r"note\.md:\d+", text or ""):
            fail("overlay does not show file:line: " + repr(text))
        print("ok: overlay shows " + re.search(r"note\.md:\d+(:\d+)?", text).group(0))
        if shots:
            tab.screenshot(os.path.join(shots, "serve-overlay.png"))
        with open(note, "w") as handle:
            handle.write(front + "# Live note\n\nThe third text.\n")
        wait_for(tab, "document.body.innerText.includes('The third text.')"
                     " && !document.getElementById('folio-error-overlay')", 5, "the overlay to clear")
        print("ok: overlay cleared after the fix")

        errors, _ = tab.errors()
        errors = [e for e in errors if not e.rstrip().endswith("/favicon.ico")]  # asked for by the browser itself
        if errors:
            fail("console errors: " + "; ".join(errors))
        print("ok: no console errors")
    finally:
        serve.send_signal(signal.SIGINT)
        if browser:
            browser.close()
        try:
            serve.wait(timeout=10)
        except subprocess.TimeoutExpired:
            serve.kill()
        shutil.rmtree(site, ignore_errors=True)
    print("PASS: live reload in headless Chromium")


if __name__ == "__main__":
    main()
