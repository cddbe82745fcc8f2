#!/usr/bin/env python3
"""A site published under a sub-path, opened in headless Chromium (`make browser-test-subpath`).

Builds a site with `folio build --base-url http://127.0.0.1:PORT/project/`, serves the output folder at
/project/ (and nothing at /, so a root-absolute link fails), opens every page in headless Chromium and
checks:
  * no console errors, no request answered with an error status, no request outside /project/;
  * every link, image, stylesheet and script of the page (outside inline diagrams) answers 200 under
    /project/, links the build itself reported as broken aside;
  * every address in sitemap.xml and feed.xml lies under the base URL and answers 200.
The content is a new site from `folio init` unless --content is given. Ends with a line like
`subpath-check: 12 passed, 0 failed`; exit status 1 when a check fails, 2 when it cannot run.

usage: subpath_check.py --folio PATH [--content DIR] [--out DIR]
"""
import argparse
import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from search_check import check_site_search  # noqa: E402
import cdp  # noqa: E402
from browser_test import Results, html_pages, settle  # noqa: E402
from cdp import Browser, Tab, find_chromium  # noqa: E402

cdp.reach_loopback()  # the site is served on 127.0.0.1

PREFIX = "/project/"
LINKS_JS = """[...document.querySelectorAll('[href],[src]')]
  .filter(e => !e.closest('svg'))
  .map(e => new URL(e.getAttribute('href') ?? e.getAttribute('src'), document.baseURI).href)"""


class SubPathHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site folder at /project/ only."""

    def translate_path(self, path):
        path = path.split("?", 1)[0].split("#", 1)[0]
        if not (path + "/").startswith(PREFIX):
            return "/nonexistent-folio-subpath-check"
        return super().translate_path("/" + path[len(PREFIX):])

    def log_message(self, *args):
        pass


def fetch_status(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code
    except Exception:  # noqa: BLE001 - any failure to load is a failed check
        return 0


def reported_broken(build_output):
    """Destinations the build warned about as broken links or images (the content's own mistakes)."""
    broken = set()
    for line in build_output.splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            continue
        if item.get("code") in ("folio[broken-link]", "folio[broken-image]"):
            match = re.search(r"'([^']*)'", item.get("message", ""))
            if match:
                broken.add(match.group(1))
    return broken


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--folio", required=True, help="path of the folio executable")
    parser.add_argument("--content", help="content folder (default: a new site from folio init)")
    parser.add_argument("--out", default="/tmp/folio-subpath-check", help="work folder")
    args = parser.parse_args()
    chromium = find_chromium()
    if not chromium:
        sys.exit("subpath-check: cannot run: chromium not found (apt-get install chromium)")
    out = os.path.abspath(args.out)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    content = args.content
    if not content:
        subprocess.run([args.folio, "init", "-q", os.path.join(out, "new-site")], check=True)
        content = os.path.join(out, "new-site", "Content")
    site = os.path.join(out, "site")

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SubPathHandler, directory=site))
    server.handle_error = lambda request, address: None  # the browser dropping a connection is not a failure
    base = "http://127.0.0.1:%d%s" % (server.server_address[1], PREFIX)
    build = subprocess.run([args.folio, "build", "--content", content, "--output", site, "--base-url", base,
                            "--format", "json"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if not os.path.exists(os.path.join(site, "index.html")):
        sys.exit("subpath-check: cannot run: folio build wrote no site:\n" + build.stdout[-3000:])
    broken = reported_broken(build.stdout)
    origin = base[:-len(PREFIX)]
    threading.Thread(target=server.serve_forever, daemon=True).start()

    results = Results()
    statuses = {}
    browser = Browser(chromium)
    try:
        tab = Tab(browser)
        tab.send("Network.setBlockedURLs", {"urls": ["https://*", "ws://*", "wss://*", "ftp://*"]})
        responses = []
        browser.listeners.append(lambda m: responses.append((m["params"]["response"]["url"], m["params"]["response"]["status"]))
                                 if m.get("sessionId") == tab.session and m.get("method") == "Network.responseReceived"
                                 else None)
        pages = html_pages(site)
        print("subpath-check: %s, %d page(s) at %s" % (browser.version.get("product"), len(pages), base))
        for page in pages:
            rel = os.path.relpath(page, site)
            url = base + ("" if rel == "index.html" else rel)
            tab.reset_logs()
            del responses[:]
            tab.navigate(url)
            settle(tab)
            # Links the notes' authors got wrong (the build warned about each) are listed, not failed;
            # the browser asks for /favicon.ico by itself when a page names no icon.
            known = {urllib.parse.urljoin(url, b).split("#", 1)[0] for b in broken} | {origin + "/favicon.ico"}
            errors, missing = tab.errors()
            missing = [m for m in missing if m not in known]
            errors = [e for e in errors if not any(e.endswith(" " + k) for k in known)]
            requests = [u for u in tab.request_urls.values() if not u.startswith(("data:", "blob:", "about:"))]
            outside = [u for u in requests if not u.startswith(base) and u not in known]
            bad = ["%s %s" % (s, u) for u, s in responses if s >= 400 and u not in known]
            for u in sorted({u for u, s in responses if s >= 400 and u in known} - {origin + "/favicon.ico"}):
                print("  note  %s: the build warned about this link: %s" % (rel, u))
            results.check(not errors and not missing, "%s: no console errors" % rel, "\n".join(errors + missing))
            results.check(not outside, "%s: every request stays under %s" % (rel, PREFIX), "\n".join(outside[:10]))
            results.check(not bad, "%s: no request fails" % rel, "\n".join(bad[:10]))
            failed = []
            loaded = tab.eval("location.href")
            results.check(loaded == url and any(u == url and s == 200 for u, s in responses),
                          "%s: loads from %s" % (rel, url), "the browser shows %s" % loaded)
            links = tab.eval(LINKS_JS) or []
            for link in links:
                target = link.split("#", 1)[0]
                if not link.startswith(origin + "/") or target in known:
                    continue
                if target not in statuses:
                    statuses[target] = fetch_status(target)
                if statuses[target] != 200 or not target.startswith(base):
                    failed.append("%s (%s)" % (link, statuses[target]))
            results.check(not failed, "%s: every link and asset answers 200 under %s" % (rel, PREFIX), "\n".join(failed[:10]))
        # Search on the served copy: the same queries as from file://, index requests under the sub-path.
        del responses[:]
        first = [p for p in pages if os.path.relpath(p, site) != "index.html"] or pages
        page_url = base + os.path.relpath(first[0], site)
        print("search, served under %s:" % PREFIX)
        check_site_search(tab, page_url, pages, results, settle, "subpath")
        index_requests = [u for u, s in responses if "/_folio/search/" in u]
        # 304: a script asked again after the search check opened result pages and came back (revalidated).
        statuses_seen = [(u, s) for u, s in responses if "/_folio/search/" in u]
        results.check(index_requests and all(u.startswith(base) for u, s in statuses_seen)
                      and all(s in (200, 304) for u, s in statuses_seen),
                      "search index files load under %s" % PREFIX,
                      str([(u, s) for u, s in statuses_seen if s not in (200, 304)][:5] or index_requests[:5]))
        for name in ("sitemap.xml", "feed.xml"):
            with urllib.request.urlopen(base + name, timeout=10) as response:
                xml = response.read().decode("utf-8")
            addresses = re.findall(r"<loc>([^<]+)</loc>", xml) + re.findall(r'<link[^>]*href="([^"]+)"', xml)
            wrong = [a for a in addresses if not a.startswith(base) or fetch_status(a.split("#", 1)[0]) != 200]
            results.check(addresses and not wrong, "%s: %d addresses under %s answer 200" % (name, len(addresses), PREFIX),
                          "\n".join(wrong[:10]))
    finally:
        browser.close()
        server.shutdown()
    print("subpath-check: %d passed, %d failed" % (results.passed, results.failed))
    sys.exit(1 if results.failed else 0)


if __name__ == "__main__":
    main()
