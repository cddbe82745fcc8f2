"""Search in the browser (part of `make browser-test`, README "Search").

Opens a built site's page, types queries into the search box one key at a time, and checks that the
right pages come up with the match highlighted in the snippet: a word from the text, a word that
appears only inside a drawn diagram, a prefix being typed, and a quoted phrase. Also checks the
keyboard (the "/" shortcut, arrows, Escape), the combobox ARIA attributes, that no index file is
fetched (only <script> loads), and measures the time from each keystroke to the first result
(median and p95). The same checks run from file:// and on a copy served under a sub-path.
"""
import json
import os
import statistics

# Types `query` one character at a time; per keystroke, the time until the results reflect it.
TYPE_JS = r"""(async (query) => {
  const box = document.querySelector('[data-search]');
  if (!box || box.hidden) return {error: 'no search box'};
  const input = box.querySelector('input');
  input.focus();
  input.value = '';
  const times = [];
  for (let i = 1; i <= query.length; i++) {
    const value = query.slice(0, i);
    const start = performance.now();
    input.value = value;
    input.dispatchEvent(new Event('input', {bubbles: true}));
    const before = box.querySelector('[role=status]').textContent;
    // Wait until the search for this value has rendered (status text set after the last keystroke).
    await new Promise((resolve) => {
      const deadline = start + 5000;
      const poll = () => {
        const done = box.getAttribute('data-query') === value;
        if (done || performance.now() > deadline) return resolve();
        requestAnimationFrame(poll);
      };
      poll();
    });
    times.push(performance.now() - start);
  }
  // The snippets of the last keystroke's results follow once their text is unpacked.
  await new Promise((resolve) => {
    const deadline = performance.now() + 5000;
    const poll = () => {
      if (box.getAttribute('data-snippets') === query || performance.now() > deadline) return resolve();
      requestAnimationFrame(poll);
    };
    poll();
  });
  const options = [...box.querySelectorAll('[role=option]')];
  return {
    times,
    status: box.querySelector('[role=status]').textContent,
    expanded: input.getAttribute('aria-expanded'),
    results: options.map((o) => ({
      href: o.getAttribute('href'),
      title: o.querySelector('.site-search-title').textContent,
      section: (o.querySelector('.site-search-section') || {}).textContent || '',
      marks: [...o.querySelectorAll('mark')].map((m) => m.textContent),
      snippet: o.querySelector('.site-search-snippet').textContent,
    })),
  };
})"""

KEYS_JS = r"""(async () => {
  const box = document.querySelector('[data-search]');
  const input = box.querySelector('input');
  const result = {};
  input.blur();
  document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '/', bubbles: true}));
  result.slashFocuses = document.activeElement === input;
  // Results just shown: none chosen yet, so Enter opens the first.
  result.noneChosen = !input.getAttribute('aria-activedescendant') && !box.querySelector('[aria-selected=true]');
  input.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowDown', bubbles: true}));
  const active = input.getAttribute('aria-activedescendant');
  const options = [...box.querySelectorAll('[role=option]')];
  result.arrowSelects = !!active && document.getElementById(active).getAttribute('aria-selected') === 'true' &&
    document.getElementById(active) === options[0];
  input.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowUp', bubbles: true}));
  const wrapped = input.getAttribute('aria-activedescendant');
  result.upWraps = !!wrapped && document.getElementById(wrapped) === options[options.length - 1];
  input.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
  result.escapeCloses = input.getAttribute('aria-expanded') === 'false' && box.querySelector('.site-search-panel').hidden;
  result.role = input.getAttribute('role');
  result.controls = !!document.getElementById(input.getAttribute('aria-controls'));
  result.fetches = performance.getEntriesByType('resource')
    .filter((e) => e.name.includes('_folio/search/') && e.initiatorType !== 'script').map((e) => e.name);
  return result;
})()"""


def type_query(tab, query):
    return tab.eval("(%s)(%s)" % (TYPE_JS, json.dumps(query)))


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


# The words a page marked (`mark.search-hit`), and whether the word (lowercase) is in its text outside diagrams.
PAGE_MARKS_JS = r"""((word) => {
  const body = document.querySelector('.note-body');
  if (!body) { return {marks: [], inText: false}; }
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  let text = '';
  while (walker.nextNode()) { if (!walker.currentNode.parentNode.closest('svg')) { text += walker.currentNode.data + ' '; } }
  return {marks: [...body.querySelectorAll('mark.search-hit')].map(m => m.textContent),
          inText: text.toLowerCase().includes(word)};
})(%s)"""


def check_search(tab, url, results, settle, cases, label, shots=None):
    """`cases`: (query, expected page file name or None, expected marked word or None)."""
    tab.navigate(url)
    settle(tab)
    latencies = []
    opened = []  # (result address, word marked in its snippet)
    for query, page, marked in cases:
        found = type_query(tab, query)
        if not found or found.get("error"):
            results.check(False, "%s: search box works" % label, str(found))
            return None
        latencies += found["times"][1:]
        results.check(not found["status"].startswith("Checking"),
                      "%s: '%s' ends with its final results, not the interim ones" % (label, query), found["status"])
        hrefs = [r["href"] for r in found["results"]]
        if page is None:
            results.check(found["status"] == "No results", "%s: '%s' finds nothing" % (label, query), found["status"])
            continue
        hit = [r for r in found["results"] if page in r["href"]]
        results.check(bool(hit), "%s: '%s' finds %s" % (label, query, page),
                      "results: %s (%s)" % (hrefs[:5], found["status"]))
        if hit and marked:
            opened.append((hit[0]["href"], marked))
            marks = [m.lower() for m in hit[0]["marks"]]
            results.check(any(marked.lower() in m for m in marks),
                          "%s: '%s' snippet highlights '%s'" % (label, query, marked),
                          "marks %s in: %s" % (hit[0]["marks"], hit[0]["snippet"][:160]))
    keys = tab.eval(KEYS_JS)
    results.check(keys["slashFocuses"], "%s: '/' focuses the search box" % label)
    results.check(keys["noneChosen"], "%s: no result is chosen before an arrow key (Enter opens the first)" % label)
    results.check(keys["arrowSelects"], "%s: arrow keys select a result (aria-activedescendant)" % label)
    results.check(keys["upWraps"], "%s: ArrowUp from the first result goes to the last" % label)
    results.check(keys["escapeCloses"], "%s: Escape closes the results" % label)
    results.check(keys["role"] == "combobox" and keys["controls"], "%s: combobox ARIA pattern" % label)
    results.check(not keys["fetches"], "%s: the index is loaded by <script> only, no fetch" % label, str(keys["fetches"]))
    # A result's page marks the query's words in its text (not in diagrams), from the `?h=` in its address.
    marked_somewhere = False
    for href, word in opened:
        results.check("?h=" in href, "%s: a result's address carries its query (?h=)" % label, href)
        tab.navigate(href)
        settle(tab)
        page = tab.eval(PAGE_MARKS_JS % json.dumps(word.lower()))
        if page["inText"]:
            marked_somewhere = True
            results.check(any(word.lower() in m.lower() for m in page["marks"]),
                          "%s: the page opened from a result marks '%s' in its text" % (label, word),
                          "marks %s" % page["marks"][:8])
    if opened:
        results.check(marked_somewhere, "%s: at least one result's word is marked on its page" % label, str(opened))
    if opened:
        tab.navigate(url)
        settle(tab)
    if shots:
        # Desktop light, then phone dark, each with a query's results open.
        from docs_check import viewport
        query = next((c[0] for c in cases if c[1]), cases[0][0])
        type_query(tab, query)
        tab.screenshot(os.path.join(shots, "search-%s-desktop-light.png" % label))
        viewport(tab, 390, 844, True)
        tab.color_scheme("dark")
        tab.navigate(url)
        settle(tab)
        type_query(tab, query)
        tab.screenshot(os.path.join(shots, "search-%s-phone-dark.png" % label))
        tab.color_scheme("light")
        viewport(tab, 1280, 900, False)
    if latencies:
        median = statistics.median(latencies)
        p95 = percentile(latencies, 0.95)
        print("  %s: keystroke to results: median %.1f ms, p95 %.1f ms over %d keystrokes"
              % (label, median, p95, len(latencies)))
        return median, p95
    return None


# Porter's examples, as PorterStemmerTests.swift has them: the browser's stemmer must agree.
STEMS = [("caresses", "caress"), ("ponies", "poni"), ("agreed", "agre"), ("motoring", "motor"), ("hopping", "hop"),
         ("filing", "file"), ("happy", "happi"), ("relational", "relat"), ("conditional", "condit"),
         ("generalizations", "gener"), ("oscillators", "oscil"), ("running", "run"), ("coordinates", "coordin"),
         ("allowance", "allow"), ("controll", "control"), ("effective", "effect"), ("probate", "probat"),
         ("cease", "ceas"), ("sky", "sky"), ("troubled", "troubl")]


def seed_cases(pages):
    """Queries for the seed notes: a word of the text, a word only inside a diagram, a prefix, a phrase."""
    names = [os.path.basename(p) for p in pages]
    if any(n.startswith("002_") for n in names) and any(n.startswith("000_") for n in names):
        return [("URLSession", None, None),  # not in the seeds: must answer "No results", not fail
                ("dequeues", "002_", "dequeues"), ("coord", "000_", "coord"),
                ("DispatchQueue", "002_", "DispatchQueue"), ('"coordinator pattern"', "000_", "coordinator")]
    return None


def generic_cases(pages):
    """Queries built from the site itself: the first long word of a page title, and its prefix."""
    import re
    for page in pages:
        with open(page, encoding="utf-8", errors="replace") as f:
            text = f.read()
        match = re.search(r"<h1[^>]*>([^<]+)", text)
        if not match:
            continue
        words = [w for w in re.findall(r"[A-Za-z]{6,}", match.group(1))]
        paragraph = re.search(r"<p>([^<]{40,})</p>", text)
        body = re.findall(r"[A-Za-z]{9,}", paragraph.group(1)) if paragraph else []
        if words:
            name = os.path.basename(page)
            # A title word may match in the title only (no snippet mark); a body word is marked in the snippet.
            cases = [(words[0], name, None), (words[0][:4].lower(), name, None)]
            if body:
                cases.append((body[0], name, body[0]))
            return cases
    return []


# Random texts (ASCII, with stop words, short words, digits, punctuation and words that only start
# like a phrase word; some with an accent, which takes the slow path) and phrases cut from them or
# not: containsPhrase must answer as a scan of words(text) does.
PHRASE_JS = r"""(() => {
  const fs = window.folioSearch;
  const vocab = ['partial', 'partially', 'marker', 'markers', 'the', 'of', 'a', 'x', '42', 'Partial', 'MARKER',
    'queue', 'café', 'cafe', 'to', 'b2', 'mark', 'remark', 'impartial'];
  const seps = [' ', ', ', '-', '\n', ' (', '. ', '_', '/'];
  let seed = 7;
  const next = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  const bad = [];
  for (let i = 0; i < 3000 && bad.length < 5; i++) {
    let text = '';
    const length = 1 + next(12);
    for (let j = 0; j < length; j++) { text += vocab[next(vocab.length)] + seps[next(seps.length)]; }
    if (next(5) === 0) text = text.toUpperCase();
    const phraseText = [vocab[next(vocab.length)], vocab[next(vocab.length)], next(2) ? vocab[next(vocab.length)] : ''].join(' ');
    const phrase = fs.words(phraseText);
    if (phrase.length < 1) continue;
    const w = fs.words(text);
    let want = false;
    for (let k = 0; k + phrase.length <= w.length && !want; k++) {
      want = phrase.every((p, m) => w[k + m] === p);
    }
    if (fs.containsPhrase(text, phrase) !== want) bad.push([text, phrase, want]);
  }
  return bad;
})()"""


def title_phrase_case(pages):
    """A quoted phrase from a page's title that its article's text does not hold (a phrase is found in
    titles and headings too), as (query, page file name, None); None when no title has one."""
    import html
    import re
    for page in pages:
        with open(page, encoding="utf-8", errors="replace") as f:
            text = f.read()
        title = re.search(r"<h1[^>]*>(.*?)</h1>", text, re.S)
        article = re.search(r"</h1>(.*?)</article>", text, re.S)
        if not title or not article:
            continue
        words = re.findall(r"[A-Za-z0-9]+", html.unescape(re.sub(r"<[^>]+>", " ", title.group(1))))
        rest = " %s " % " ".join(re.findall(r"[a-z0-9]+", html.unescape(re.sub(r"<[^>]+>", " ", article.group(1))).lower()))
        for first, second in zip(words, words[1:]):
            # Words of five letters or more are no stop words, so the query keeps both.
            if len(first) >= 5 and len(second) >= 5 and first.isalpha() and second.isalpha() \
                    and " %s %s " % (first.lower(), second.lower()) not in rest:
                return ('"%s %s"' % (first, second), os.path.basename(page), None)
    return None


def check_site_search(tab, url, pages, results, settle, label, shots=None):
    cases = seed_cases(pages) or generic_cases(pages)
    title_case = title_phrase_case(pages)
    if title_case:
        cases = cases + [title_case]
    timing = check_search(tab, url, results, settle, cases, label, shots)
    stems = tab.eval("(() => %s.map(([w]) => window.folioSearch.stem(w)))()" % json.dumps(STEMS))
    wrong = [(w, want, got) for (w, want), got in zip(STEMS, stems or []) if want != got]
    results.check(stems is not None and not wrong, "%s: the browser's Porter stemmer agrees with Folio's" % label, str(wrong))
    disagree = tab.eval(PHRASE_JS)
    results.check(disagree == [], "%s: the phrase check's ASCII shortcut agrees with cutting the whole text" % label,
                  str(disagree))
    none = type_query(tab, "zzqxwv")
    results.check(none and none["status"] == "No results" and not none["results"],
                  "%s: a word on no page says No results" % label, str(none and none["status"]))
    return timing


# Three pages with the same text; the site orders them alpha, beta, gamma. Without boosts a tie keeps
# that order; `search: {boost: N}` multiplies a page's score (MkDocs-Material's boost).
BOOST_NOTES = {
    "alpha.md": "---\ntitle: Alpha page\n---\n# Alpha page\n\nThe numbat sleeps here.\n",
    "beta.md": "---\ntitle: Beta page\nsearch:\n  boost: 0.5\n---\n# Beta page\n\nThe numbat sleeps here.\n",
    "gamma.md": "---\ntitle: Gamma page\nsearch: {boost: 3}\n---\n# Gamma page\n\nThe numbat sleeps here.\n",
}


def check_search_boost(tab, folio, out, results, file_url, settle):
    import shutil
    import subprocess
    content = os.path.join(out, "boost-content")
    site = os.path.join(out, "boost-site")
    shutil.rmtree(content, ignore_errors=True)
    os.makedirs(content)
    for name, text in BOOST_NOTES.items():
        with open(os.path.join(content, name), "w") as handle:
            handle.write(text)
    run = subprocess.run([folio, "build", "--quiet", "--no-cache", "--content", content, "--output", site],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    results.check(run.returncode == 0, "search boost: the fixture builds", run.stdout[-2000:])
    tab.navigate(file_url(os.path.join(site, "alpha.html")))
    settle(tab)
    found = type_query(tab, "numbat") or {}
    titles = [r["title"] for r in found.get("results", [])]
    results.check(titles == ["Gamma page", "Alpha page", "Beta page"],
                  "search boost: boost 3 ranks first, 0.5 last, among pages of equal text", json.dumps(titles))
    found = type_query(tab, "\"numbat sleeps\"") or {}
    titles = [r["title"] for r in found.get("results", [])]
    results.check(titles == ["Gamma page", "Alpha page", "Beta page"],
                  "search boost: a quoted phrase's results in the same order", json.dumps(titles))
