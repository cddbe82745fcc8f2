/* Folio default theme: the light / dark / auto switch.
   The choice is stored in localStorage only when it is "light" or "dark"; "auto" removes
   the key, so later changes of the system setting are followed again. The tiny inline
   script in <head> (head.js) applies a stored choice before the first paint. */
(function () {
  "use strict";
  var KEY = "folio-theme";
  var ORDER = ["auto", "light", "dark"];
  /* The site's words (window.folioStrings, written by Folio for a site not in English), else English. */
  function word(key, english, values) {
    var text = (window.folioStrings && window.folioStrings[key]) || english;
    for (var name in values || {}) { text = text.split("{" + name + "}").join(String(values[name])); }
    return text;
  }
  var LABELS = { auto: word("schemeAuto", "Auto"), light: word("schemeLight", "Light"), dark: word("schemeDark", "Dark") };
  var root = document.documentElement;
  var buttons = Array.prototype.slice.call(document.querySelectorAll("[data-theme-toggle]"));

  function stored() {
    try {
      var value = localStorage.getItem(KEY);
      return value === "light" || value === "dark" ? value : "auto";
    } catch (e) {
      return "auto";
    }
  }

  function show(mode) {
    buttons.forEach(function (button) {
      var text = mode === "auto" ? word("colourSchemeAuto", "Colour scheme: follows the system")
        : mode === "light" ? word("colourSchemeLight", "Colour scheme: light") : word("colourSchemeDark", "Colour scheme: dark");
      button.setAttribute("data-mode", mode);
      button.setAttribute("title", text);
      button.setAttribute("aria-label", text);
      var label = button.querySelector(".theme-toggle-label");
      if (label) { label.textContent = LABELS[mode]; }
    });
  }

  function apply(mode) {
    if (mode === "auto") {
      root.removeAttribute("data-theme");
      try { localStorage.removeItem(KEY); } catch (e) { /* private mode */ }
    } else {
      root.setAttribute("data-theme", mode);
      try { localStorage.setItem(KEY, mode); } catch (e) { /* private mode */ }
    }
    show(mode);
  }

  buttons.forEach(function (button) {
    button.addEventListener("click", function () {
      var next = ORDER[(ORDER.indexOf(stored()) + 1) % ORDER.length];
      apply(next);
    });
  });
  window.addEventListener("storage", function (event) {
    if (event.key === KEY) {
      var mode = stored();
      if (mode === "auto") { root.removeAttribute("data-theme"); } else { root.setAttribute("data-theme", mode); }
      show(mode);
    }
  });
  show(stored());

  /* The announcement bar (`announcement` in folio.yml): its button, shown only with JavaScript,
     hides it and remembers which text was dismissed; head.js marks <html> with that before the
     first paint, and a style in the page hides the bar while its text is the one dismissed. */
  Array.prototype.slice.call(document.querySelectorAll("[data-announcement-close]")).forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      var id = button.getAttribute("data-announcement-close");
      root.setAttribute("data-dismissed", id);
      try { localStorage.setItem("folio-announcement", id); } catch (e) { /* private mode */ }
    });
  });
})();
