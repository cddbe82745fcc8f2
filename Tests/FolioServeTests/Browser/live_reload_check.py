#!/usr/bin/env python3
"""Real-browser check of `folio serve` (issue 5): headless Chromium opens a served page, the note is
edited on disk, and the page must reload by itself and show the new text; a broken front matter must
show the error overlay, and fixing it must clear the overlay. Standard library only: Chromium is driven
over --remote-debugging-pipe (NUL-separated JSON on fds 3 and 4).

usage: live_reload_check.py [FOLIO_BINARY] [--screenshots DIR]
Exit 0 when every check passes, 1 otherwise; every wait is bounded.
"""
import fcntl
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


class Chromium:
    """Just enough of the DevTools protocol: send a command, wait for its answer, collect events."""

    def __init__(self):
        binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if not binary:
            fail("chromium not found (make browser-test installs it)")
        self.profile = tempfile.mkdtemp(prefix="folio-serve-chromium-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()
        # Move the child's ends above 4 so wiring them to 3 and 4 cannot overwrite one with the other.
        high_r, high_w = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 10), fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 10)
        os.close(to_browser_r)
        os.close(from_browser_w)
        to_browser_r, from_browser_w = high_r, high_w

        def wire_pipes():  # in the child: the protocol wants fd 3 (commands in) and fd 4 (answers out)
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        self.proc = subprocess.Popen(
            [binary, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--no-first-run", "--user-data-dir=" + self.profile, "about:blank"],
            pass_fds=(3, 4, to_browser_r, from_browser_w), preexec_fn=wire_pipes,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.next_id = 0
        self.answers = {}
        self.events = []
        self.lock = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        buffer = b""
        while True:
            chunk = os.read(self.from_browser, 65536)
            if not chunk:
                return
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                message = json.loads(raw)
                with self.lock:
                    if "id" in message:
                        self.answers[message["id"]] = message
                    else:
                        self.events.append(message)
                    self.lock.notify_all()

    def send(self, method, params=None, session=None, timeout=15):
        with self.lock:
            self.next_id += 1
            ident = self.next_id
        message = {"id": ident, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        with self.lock:
            while ident not in self.answers:
                remaining = deadline - time.time()
                if remaining <= 0:
                    fail("no answer to " + method)
                self.lock.wait(remaining)
            answer = self.answers.pop(ident)
        if "error" in answer:
            fail(method + ": " + json.dumps(answer["error"]))
        return answer.get("result", {})

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except (SystemExit, OSError):
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


class Tab:
    def __init__(self, browser):
        self.browser = browser
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            browser.send(domain + ".enable", session=self.session)

    def go(self, url):
        self.browser.send("Page.navigate", {"url": url}, session=self.session)

    def eval(self, expression):
        result = self.browser.send("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                                   session=self.session)
        return result.get("result", {}).get("value")

    def wait_for(self, expression, timeout, what):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.eval(expression):
                return time.time()
            time.sleep(0.05)
        fail("timed out waiting for " + what)

    def screenshot(self, path):
        import base64
        data = self.browser.send("Page.captureScreenshot", {"format": "png"}, session=self.session)["data"]
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(data))

    def console_errors(self):
        errors = []
        for event in self.browser.events:
            if event.get("sessionId") != self.session:
                continue
            if event["method"] == "Runtime.exceptionThrown":
                errors.append(event["params"]["exceptionDetails"].get("text", "exception"))
            if event["method"] == "Log.entryAdded" and event["params"]["entry"]["level"] == "error":
                entry = event["params"]["entry"]
                if entry.get("url", "").endswith("/favicon.ico"):
                    continue  # the browser asks for it on its own; sites without one answer 404
                errors.append(entry.get("text", "error") + " " + entry.get("url", ""))
        return errors


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
        browser = Chromium()
        tab = Tab(browser)
        tab.go(url + "note.html")
        tab.wait_for("document.body && document.body.innerText.includes('The first text.')", 10, "the first text")
        tab.wait_for("!!document.querySelector('script[data-folio-token]')", 5, "the live-reload script")
        time.sleep(0.5)  # let EventSource connect (a late connection still reloads: its hello has a newer token)
        if shots:
            tab.screenshot(os.path.join(shots, "serve-before.png"))

        # 1. Edit the note: the page reloads by itself (the marker set on this page load disappears).
        tab.eval("window.__folioMarker = 1")
        saved = time.time()
        with open(note, "w") as handle:
            handle.write(front + "# Live note\n\nThe second text.\n")
        seen = tab.wait_for("document.body && document.body.innerText.includes('The second text.')"
                            " && window.__folioMarker === undefined", 5, "the reload with the new text")
        print("ok: page reloaded with the new text %.0f ms after the save" % ((seen - saved) * 1000))

        # 2. Break the front matter: the overlay appears with file:line; fixing it clears it.
        with open(note, "w") as handle:
            handle.write("---\ntitle: Live note\ntags: [demo\n---\n# Live note\n\nThe second text.\n")
        tab.wait_for("!!document.getElementById('folio-error-overlay')", 5, "the error overlay")
        text = tab.eval("document.getElementById('folio-error-overlay').innerText")
        if not re.search(r"note\.md:\d+", text or ""):
            fail("overlay does not show file:line: " + repr(text))
        print("ok: overlay shows " + re.search(r"note\.md:\d+(:\d+)?", text).group(0))
        if shots:
            tab.screenshot(os.path.join(shots, "serve-overlay.png"))
        with open(note, "w") as handle:
            handle.write(front + "# Live note\n\nThe third text.\n")
        tab.wait_for("document.body.innerText.includes('The third text.')"
                     " && !document.getElementById('folio-error-overlay')", 5, "the overlay to clear")
        print("ok: overlay cleared after the fix")

        errors = tab.console_errors()
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
