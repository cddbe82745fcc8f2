#!/usr/bin/env python3
"""In-browser search latency on a big built site (`make bench`, README "Search").

Opens a page of SITE from file:// in headless Chromium, types each query one key at a time and reports
the time from each keystroke to its results (median and p95), and how many bytes of index each query
loaded (the index files the browser loaded for it, sized on disk).

With --paused, each keystroke waits for its snippets too (a reader who pauses after every letter, so
search.js loads the snippet text of every state the query passes through): only the bytes are telling then.

usage: search_latency.py --site DIR [--queries "a,b,c"] [--paused]
"""
import argparse
import json
import os
import statistics
import sys
from urllib.parse import unquote

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser, Tab, find_chromium  # noqa: E402
from browser_test import file_url, html_pages, settle  # noqa: E402
from search_check import TYPE_JS, percentile  # noqa: E402

# The index files search.js added as <script> elements (resource timing does not list file: loads).
LOADED_JS = r"""[...document.querySelectorAll('script[src*="/_folio/search/"]')].map(s => s.src)"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", required=True)
    parser.add_argument("--queries", default="coordinator,render pipeline,stab,\"partial marker\",queue")
    parser.add_argument("--paused", action="store_true", help="wait for each keystroke's snippets before the next")
    args = parser.parse_args()
    type_js = TYPE_JS
    if args.paused:
        waited = "box.getAttribute('data-query') === value"
        assert waited in type_js
        type_js = type_js.replace(waited, "box.getAttribute('data-snippets') === value")
    chromium = find_chromium()
    if not chromium:
        sys.exit("search-latency: cannot run: chromium not found")
    pages = [p for p in html_pages(args.site) if os.path.basename(p) != "index.html"]
    if not pages:
        sys.exit("search-latency: no pages under %s" % args.site)
    browser = Browser(chromium)
    latencies = []
    sizes = []
    try:
        tab = Tab(browser)
        for query in args.queries.split(","):
            tab.navigate(file_url(pages[0]))   # a fresh page: nothing of the index loaded yet
            settle(tab)
            found = tab.eval("(%s)(%s)" % (type_js, json.dumps(query)))
            if not found or found.get("error"):
                sys.exit("search-latency: search failed: %s" % found)
            loaded = tab.eval(LOADED_JS) or []
            size = 0
            for url in set(loaded):
                path = unquote(url.split("file://", 1)[-1])
                if os.path.exists(path):
                    size += os.path.getsize(path)
            sizes.append(size)
            first = found["times"][0]
            latencies += found["times"]
            print("  %-22s %-28s first keystroke %6.1f ms, then median %5.1f ms; index loaded %6.1f KB"
                  % (query, found["status"], first, statistics.median(found["times"][1:] or [first]), size / 1024))
    finally:
        browser.close()
    if args.paused:
        print("(--paused: each keystroke waited for its snippets; the times include that wait)")
    print("search latency over %d keystrokes: median %.1f ms, p95 %.1f ms (bar: first result within 50 ms)"
          % (len(latencies), statistics.median(latencies), percentile(latencies, 0.95)))
    print("index loaded per query: largest %.1f KB, median %.1f KB (bar: at most 500 KB)"
          % (max(sizes) / 1024, statistics.median(sizes) / 1024))


if __name__ == "__main__":
    main()
