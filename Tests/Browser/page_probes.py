"""JavaScript probes evaluated in the page by browser_test.py.

They do not assume one implementation of the theme switch: the effective theme is read from the
computed background colour, the stored choice from any localStorage entry that looks like a theme, and
the toggle from a short list of selectors a theme button plausibly matches.
"""
import json

TOGGLE_SELECTORS = [
    "[data-theme-toggle]", "#theme-toggle", ".theme-toggle", "[data-action='theme']",
    "button[aria-label*='theme' i]", "button[title*='theme' i]",
    "button[aria-label*='dark' i]", "button[aria-label*='colo' i]",
]

# A function expression (not a declaration): every probe is evaluated in the same global scope.
_FIND_TOGGLE = """(() => {
  for (const sel of %s) { const el = document.querySelector(sel); if (el) return el; }
  return null;
})""" % json.dumps(TOGGLE_SELECTORS)

THEME_JS = r"""
((findToggle) => {
  const parse = (c) => { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null;
    const p = m[1].split(',').map(Number); return {r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1}; };
  let bg = null, text = 'none';
  for (const el of [document.body, document.documentElement]) {
    if (!el) continue;
    const c = getComputedStyle(el).backgroundColor; const v = parse(c);
    if (v && v.a > 0) { bg = v; text = c; break; }
  }
  const lum = bg ? (0.2126 * bg.r + 0.7152 * bg.g + 0.0722 * bg.b) / 255 : 1;
  const stored = {};
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i), v = localStorage.getItem(k) || '';
      if (/theme|scheme|colou?r|mode/i.test(k) || /^(light|dark|auto|system)$/i.test(v)) stored[k] = v;
    }
  } catch (e) {}
  return {dark: lum < 0.45, background: text, stored, toggle: !!findToggle(),
          attr: document.documentElement.getAttribute('data-theme') || ''};
})(%s)
""" % _FIND_TOGGLE

TOGGLE_CLICK_JS = """
((findToggle) => { const el = findToggle(); if (!el) return false; el.click(); return true; })(%s)
""" % _FIND_TOGGLE

FIGURES_JS = r"""
(() => {
  let figures = Array.from(document.querySelectorAll('figure.diagram'));
  if (!figures.length) figures = Array.from(document.querySelectorAll('figure')).filter(f => f.querySelector('svg'));
  return figures.map((f, index) => {
    f.scrollIntoView();
    const r = f.getBoundingClientRect(), s = getComputedStyle(f);
    const svg = f.querySelector('svg'), sr = svg ? svg.getBoundingClientRect() : null;
    let why = [];
    if (!(r.width > 0 && r.height > 0)) why.push('figure has zero size');
    if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) why.push('figure hidden');
    if (svg && !(sr.width > 0 && sr.height > 0)) why.push('svg has zero size');
    return {index, id: f.id || '', width: Math.round(r.width), height: Math.round(r.height),
            visible: why.length === 0, why: why.join(', ')};
  });
})()
"""
