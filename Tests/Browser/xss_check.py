"""XSS vectors in a real browser (part of `make browser-test`).

Why: the sanitiser's unit tests compare strings; only a browser proves that no script runs. This
builds Tests/FolioSiteTests/Fixtures/xss/xss-vectors.md (56 classic vectors: raw HTML blocks and
inline tags, Markdown links and images, reference definitions, autolinks) in each `markdown.rawHTML`
mode and opens the page in headless Chromium with, before any page script, `alert`, `confirm`,
`prompt`, `print` and every `console` method hooked in every frame, a `window.xssHit` trap, and real
dialogs recorded and dismissed. It then fires click, mouseover and focus events on every element of
the article, opens every <details>, waits for timed vectors (SVG animations), and checks with the
browser's own URL parser that no link, image or source points at a script-capable scheme.

`sanitize` and `omit` must record nothing. `allow` (trusting every author) is the control: there the
hooks must catch vectors, or the harness itself is broken.
"""
import os
import shutil
import subprocess
import threading

HOOKS_JS = r"""
(() => {
  const hits = [];
  Object.defineProperty(window, '__folioXSSHits', {value: hits});
  const record = (what) => (...args) => { hits.push(what + ': ' + args.map(String).join(' ').slice(0, 120)); };
  for (const name of ['alert', 'confirm', 'prompt', 'print']) window[name] = record(name);
  for (const name of ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table'])
    console[name] = record('console.' + name);
  Object.defineProperty(window, 'xssHit', {set: (v) => hits.push('xssHit: ' + v), get: () => undefined});
  try { if (window.top !== window) window.top.__folioXSSHits; } catch (e) {}
})();
"""

# Every hit from every same-origin frame, after events are fired on the whole article.
PROVOKE_JS = r"""
(async () => {
  const article = document.querySelector('article') || document.body;
  for (const el of article.querySelectorAll('*')) {
    if (el.tagName === 'DETAILS') el.open = !el.open;
    for (const type of ['mouseover', 'mouseenter', 'focus', 'animationstart'])
      el.dispatchEvent(new Event(type, {bubbles: true}));
    if (el.tagName !== 'A' && el.tagName !== 'SUMMARY') el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    if (typeof el.focus === 'function') el.focus();
  }
  await new Promise(r => setTimeout(r, 1500));
  const unsafe = [];
  const check = (el, attr, url, allowData) => {
    let scheme;
    try { scheme = new URL(url, document.baseURI).protocol; } catch (e) { return; }
    const ok = ['http:', 'https:', 'mailto:', 'file:'].includes(scheme) ||
               (allowData && scheme === 'data:' && url.trim().toLowerCase().startsWith('data:image/'));
    if (!ok) unsafe.push(el.tagName.toLowerCase() + ' ' + attr + '=' + url.slice(0, 60));
  };
  for (const a of article.querySelectorAll('[href]')) check(a, 'href', a.getAttribute('href'), false);
  for (const el of article.querySelectorAll('[src]')) check(el, 'src', el.getAttribute('src'), el.tagName === 'IMG');
  for (const el of article.querySelectorAll('[action],[formaction],[data],[srcset]'))
    unsafe.push(el.tagName.toLowerCase() + ' has a URL attribute it may not have');
  for (const el of article.querySelectorAll('*'))
    for (const attr of el.getAttributeNames())
      if (attr.startsWith('on') || attr === 'style') unsafe.push(el.tagName.toLowerCase() + ' ' + attr);
  const hits = [...window.__folioXSSHits];
  for (const frame of document.querySelectorAll('iframe')) {
    try { hits.push(...(frame.contentWindow.__folioXSSHits || [])); } catch (e) {}
  }
  return {hits, unsafe, elements: article.querySelectorAll('*').length};
})()
"""

FIXTURE = os.path.join("Tests", "FolioSiteTests", "Fixtures", "xss", "xss-vectors.md")


def build(folio, root, out, mode):
    content = os.path.join(out, "xss-%s" % mode, "notes")
    site = os.path.join(out, "xss-%s" % mode, "site")
    shutil.rmtree(os.path.dirname(content), ignore_errors=True)
    os.makedirs(content)
    shutil.copy(os.path.join(root, FIXTURE), content)
    with open(os.path.join(content, "folio.yml"), "w") as f:
        f.write("markdown:\n  rawHTML: %s\n" % mode)
    subprocess.run([folio, "build", "--content", content, "--output", site, "--quiet"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return os.path.join(site, "xss-vectors.html")


def check_xss(tab, folio, root, out, results, file_url):
    dialogs = []

    def on_event(message):
        if message.get("sessionId") == tab.session and message.get("method") == "Page.javascriptDialogOpening":
            dialogs.append(message["params"].get("message", ""))
            # Answer from another thread: this listener runs on the connection's reader.
            threading.Thread(target=lambda: tab.send("Page.handleJavaScriptDialog", {"accept": False}),
                             daemon=True).start()

    tab.browser.listeners.append(on_event)
    script = tab.send("Page.addScriptToEvaluateOnNewDocument", {"source": HOOKS_JS})["identifier"]
    try:
        for mode in ("sanitize", "omit", "allow"):
            page = build(folio, root, out, mode)
            if not os.path.exists(page):
                results.check(False, "xss [%s]: the vector page was built" % mode)
                continue
            del dialogs[:]
            tab.navigate(file_url(page))
            found = tab.eval(PROVOKE_JS)
            ran = found["hits"] + ["dialog: " + d for d in dialogs]
            if mode == "allow":
                results.check(len(ran) >= 5, "xss [allow, control]: the hooks catch vectors (%d caught)" % len(ran),
                              "the harness caught too little to be trusted: %s" % ran[:10])
            else:
                results.check(not ran, "xss [%s]: no vector runs script (%d elements provoked)" % (mode, found["elements"]),
                              "\n".join(ran[:20]))
                results.check(not found["unsafe"], "xss [%s]: no handler, style or unsafe URL in the article" % mode,
                              "\n".join(found["unsafe"][:20]))
            tab.navigate("about:blank")
    finally:
        tab.send("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script})
        tab.browser.listeners.remove(on_event)
