/* Folio default theme: the navigation menu on phones, the copy buttons of code blocks, keyboard
   access to tables that scroll sideways, linked content tabs, the section being read in "On this page",
   footnote previews, "Back to top".
   Progressive: without JavaScript the sidebar follows the text and code stays selectable.
   Loads nothing from anywhere; every text it shows is set with textContent. */
(function () {
  "use strict";
  /* The site's words (window.folioStrings, written by Folio for a site not in English), else English. */
  function word(key, english, values) {
    var text = (window.folioStrings && window.folioStrings[key]) || english;
    for (var name in values || {}) { text = text.split("{" + name + "}").join(String(values[name])); }
    return text;
  }

  /* The sidebar as a menu behind the header's button (narrow screens; CSS decides when). */
  var sidebar = document.getElementById("site-sidebar");
  var toggle = document.querySelector("[data-nav-toggle]");
  if (sidebar && toggle) {
    toggle.hidden = false;
    var setOpen = function (open) {
      sidebar.classList.toggle("is-open", open);
      toggle.setAttribute("aria-expanded", open ? "true" : "false");
    };
    toggle.addEventListener("click", function (event) {
      event.stopPropagation();
      setOpen(!sidebar.classList.contains("is-open"));
      if (sidebar.classList.contains("is-open")) {
        var current = sidebar.querySelector("[aria-current=page]") || sidebar.querySelector("a");
        if (current) { current.focus(); }
      }
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && sidebar.classList.contains("is-open")) { setOpen(false); toggle.focus(); }
    });
    document.addEventListener("click", function (event) {
      if (sidebar.classList.contains("is-open") && !sidebar.contains(event.target)) { setOpen(false); }
    });
  }
  /* Keep the current page in view in a long sidebar. */
  if (sidebar) {
    var here = sidebar.querySelector("[aria-current=page]");
    if (here && sidebar.scrollHeight > sidebar.clientHeight) {
      var top = here.offsetTop - sidebar.clientHeight / 3;
      if (top > 0) { sidebar.scrollTop = top; }
    }
  }

  /* Copy buttons: one per code block of the text (diagram sources included). */
  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      var done = false;
      try { done = document.execCommand("copy"); } catch (e) { done = false; }
      document.body.removeChild(area);
      if (done) { resolve(); } else { reject(new Error("copy refused")); }
    });
  }

  /* The code as written: an annotation's number (`# (1)!` drawn as a badge) is not part of it, nor are the
     spaces the marker followed. */
  function codeText(node) {
    var badges = node.querySelectorAll(".code-annotation");
    if (!badges.length) { return node.textContent; }
    var text = "", walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      if (walker.currentNode.parentNode.closest(".code-annotation")) {
        text = text.replace(/[ \t]+$/, "");
      } else {
        text += walker.currentNode.nodeValue;
      }
    }
    return text;
  }

  var blocks = document.querySelectorAll(".note-body pre > code");
  var bare = [];
  Array.prototype.forEach.call(blocks, function (code) {
    var pre = code.parentNode;
    /* Code that scrolls sideways must be reachable by keyboard; Folio's own blocks are focusable as
       written, an indented block (cmark's plain `pre`) is made so here. */
    if (!pre.hasAttribute("tabindex")) { pre.tabIndex = 0; }
    var holder = pre.closest(".code-block") || pre;
    if (holder.querySelector(".copy-button")) { return; }
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = word("copy", "Copy");
    button.setAttribute("aria-label", word("copyLabel", "Copy code to clipboard"));
    var status = document.createElement("span");
    status.className = "copy-status";
    status.setAttribute("role", "status");
    button.addEventListener("click", function () {
      var lines = code.querySelectorAll(".code-line");
      var text = lines.length
        ? Array.prototype.map.call(lines, codeText).join("\n")
        : codeText(code);
      copyText(text.replace(/\n$/, "")).then(function () {
        button.textContent = word("copied", "Copied");
        button.classList.add("is-done");
        status.textContent = word("copiedStatus", "Copied to clipboard");
      }, function () {
        button.textContent = word("copyFallback", "Select and copy");
        status.textContent = word("copyFailed", "The browser refused to copy; select the text instead");
      });
      window.setTimeout(function () {
        button.textContent = word("copy", "Copy");
        button.classList.remove("is-done");
        status.textContent = "";
      }, 2000);
    });
    var header = holder.querySelector(".code-header");
    if (header) {
      header.appendChild(button);
      header.appendChild(status);
    } else {
      /* A block without a header (indented code, diagram source): a wrapper holds the button, so
         it stays put while the code scrolls sideways. */
      var wrapper = document.createElement("div");
      wrapper.className = "code-block code-block-bare";
      pre.parentNode.insertBefore(wrapper, pre);
      wrapper.appendChild(pre);
      wrapper.appendChild(button);
      wrapper.appendChild(status);
      bare.push(wrapper);
    }
  });

  /* A bare block's button floats over the code's top right corner. Where the code's text reaches under
     it (a long first line, a phone's narrow column), the code gets a strip of its own above the text
     instead of being hidden behind the button; checked again when the window changes width. */
  function overlapsButton(wrapper) {
    var button = wrapper.querySelector(".copy-button"), code = wrapper.querySelector("pre > code");
    if (!button || !code) { return false; }
    var b = button.getBoundingClientRect();
    if (b.width === 0) { return false; }
    var range = document.createRange();
    range.selectNodeContents(code);
    var rects = range.getClientRects();
    for (var i = 0; i < rects.length; i++) {
      var r = rects[i];
      if (r.width > 0 && r.right > b.left - 2 && r.left < b.right + 2 && r.bottom > b.top && r.top < b.bottom) { return true; }
    }
    return false;
  }
  function makeRoom() {
    bare.forEach(function (wrapper) {
      wrapper.classList.remove("button-above");
      if (overlapsButton(wrapper)) { wrapper.classList.add("button-above"); }
    });
  }
  /* A table (or a display formula) wider than the column scrolls sideways (CSS): then a keyboard must reach it, so it is made
     focusable while it scrolls, and only then (a table that fits is no extra tab stop). */
  var tables = document.querySelectorAll(".note-body table, .note-body .math-display");
  function markScrollingTables() {
    Array.prototype.forEach.call(tables, function (table) {
      var scrolls = table.scrollWidth > table.clientWidth + 1;
      if (scrolls && !table.hasAttribute("tabindex")) {
        table.tabIndex = 0;
        table.setAttribute("data-scrolls", "");
      } else if (!scrolls && table.hasAttribute("data-scrolls")) {
        table.removeAttribute("tabindex");
        table.removeAttribute("data-scrolls");
      }
    });
  }
  function layoutChanged() {
    makeRoom();
    markScrollingTables();
  }
  /* Linked tabs (MkDocs-Material's linked content tabs, Docusaurus' groupId): choosing a tab chooses the
     tab of the same title in every other set of the page, keeping the chosen label where it was on the
     screen, and the choice is remembered for the next pages (the last ten titles, newest first). Without
     JavaScript each set still switches on its own. */
  var tabInputs = document.querySelectorAll(".tabbed-set > input[type=radio]");
  function tabTitle(input) {
    var label = input.parentNode.querySelector(".tabbed-labels > label[for=\"" + input.id + "\"]");
    return label ? label.textContent.trim() : "";
  }
  function chooseTab(title, except) {
    Array.prototype.forEach.call(tabInputs, function (input) {
      if (input !== except && !input.checked && tabTitle(input) === title) { input.checked = true; }
    });
  }
  function rememberedTabs() {
    try {
      var saved = JSON.parse(localStorage.getItem("folio-tabs") || "[]");
      return Array.isArray(saved) ? saved.filter(function (t) { return typeof t === "string"; }) : [];
    } catch (e) { return []; }
  }
  if (tabInputs.length) {
    rememberedTabs().slice().reverse().forEach(function (title) { chooseTab(title, null); });
    Array.prototype.forEach.call(tabInputs, function (input) {
      input.addEventListener("change", function () {
        if (!input.checked) { return; }
        var title = tabTitle(input);
        var label = input.parentNode.querySelector(".tabbed-labels > label[for=\"" + input.id + "\"]");
        var before = label ? label.getBoundingClientRect().top : 0;
        chooseTab(title, input);
        if (label) { window.scrollBy(0, label.getBoundingClientRect().top - before); }
        var titles = rememberedTabs().filter(function (t) { return t !== title; });
        titles.unshift(title);
        try { localStorage.setItem("folio-tabs", JSON.stringify(titles.slice(0, 10))); } catch (e) { /* private mode */ }
      });
    });
  }

  /* "Back to top" (MkDocs-Material's navigation.top): shown while the reader, more than a screen down,
     scrolls back up; hidden near the top and while going down. Nothing without JavaScript. */
  var topButton = document.createElement("button");
  topButton.type = "button";
  topButton.className = "back-to-top";
  topButton.hidden = true;
  topButton.textContent = word("backToTop", "Back to top");
  var lastY = window.scrollY, returning = false;
  topButton.addEventListener("click", function () {
    var still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    returning = true;
    topButton.hidden = true;
    var main = document.getElementById("content");
    if (main) { main.setAttribute("tabindex", "-1"); main.focus({ preventScroll: true }); }
    window.scrollTo({ top: 0, behavior: still ? "auto" : "smooth" });
  });
  document.body.appendChild(topButton);
  window.addEventListener("scroll", function () {
    var y = window.scrollY;
    if (y < 1) { returning = false; }
    topButton.hidden = returning || !(y < lastY && y > window.innerHeight);
    lastY = y;
  }, { passive: true });

  /* The section being read, marked in "On this page" (MkDocs-Material's anchor tracking, Docusaurus'
     active heading): the first listed heading at or below the window's top when it is in the window's
     upper half, else the one before it; at the page's end, the last one on screen; none while the first
     heading is below the upper half. Kept in view in a long list. */
  /* The element a `#fragment` link of this page points to; null for another page or a broken escape. */
  function fragmentTarget(link) {
    var href = link.getAttribute("href") || "";
    if (href.charAt(0) !== "#") { return null; }
    try { return document.getElementById(decodeURIComponent(href.slice(1))); } catch (e) { return null; }
  }
  var tocPairs = [];
  Array.prototype.forEach.call(document.querySelectorAll(".toc a[href^='#'], .toc-inline a[href^='#']"), function (link) {
    var target = fragmentTarget(link);
    if (target) { tocPairs.push({ link: link, target: target }); }
  });
  var readingNow = null, tocQueued = false;
  var markReading = function () {
    tocQueued = false;
    var current = null, i, top;
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
      for (i = 0; i < tocPairs.length; i++) {
        if (tocPairs[i].target.getBoundingClientRect().top < window.innerHeight) { current = tocPairs[i].target; }
      }
    } else {
      for (i = 0; i < tocPairs.length; i++) {
        top = tocPairs[i].target.getBoundingClientRect().top;
        if (top >= -2) {
          current = top < window.innerHeight / 2 ? tocPairs[i].target : (i > 0 ? tocPairs[i - 1].target : null);
          break;
        }
        current = tocPairs[i].target;
      }
    }
    if (current === readingNow) { return; }
    readingNow = current;
    tocPairs.forEach(function (pair) {
      var here = pair.target === current;
      pair.link.classList.toggle("is-reading", here);
      if (here) { pair.link.setAttribute("aria-current", "location"); } else { pair.link.removeAttribute("aria-current"); }
      var list = pair.link.closest(".toc");
      if (here && list && list.scrollHeight > list.clientHeight) {
        var box = pair.link.getBoundingClientRect(), frame = list.getBoundingClientRect();
        if (box.top < frame.top || box.bottom > frame.bottom) { list.scrollTop += box.top - frame.top - list.clientHeight / 3; }
      }
    });
  };
  if (tocPairs.length) {
    window.addEventListener("scroll", function () {
      if (!tocQueued) { tocQueued = true; window.requestAnimationFrame(markReading); }
    }, { passive: true });
    window.addEventListener("resize", markReading);
    markReading();
  }

  /* Footnote previews (MkDocs-Material's content.footnote.tooltips, Wikipedia's reference previews):
     pointing at a footnote's number, or focusing it, shows the footnote's text beside it, and the pointer
     may move into the preview to follow a link there. The number stays a link to the footnote below (a
     touch, print, no JavaScript). The preview holds a copy of the footnote without its ids or way back. */
  var footnoteRefs = document.querySelectorAll(".note-body a[data-footnote-ref]");
  if (footnoteRefs.length) {
    var tip = document.createElement("div");
    tip.className = "footnote-tip";
    tip.id = "folio-footnote-tip";
    tip.setAttribute("role", "tooltip");
    tip.hidden = true;
    document.body.appendChild(tip);
    var tipOwner = null, tipTimer = 0;
    var placeTip = function (link) {
      var r = link.getBoundingClientRect(), gap = 6, edge = 8;
      var width = tip.offsetWidth, height = tip.offsetHeight;
      var left = Math.max(edge, Math.min(r.left + r.width / 2 - width / 2, document.documentElement.clientWidth - width - edge));
      var below = r.bottom + gap + height <= window.innerHeight || r.top - gap - height < 0;
      tip.classList.toggle("is-above", !below);
      tip.style.left = (left + window.scrollX) + "px";
      tip.style.top = ((below ? r.bottom + gap : r.top - gap - height) + window.scrollY) + "px";
    };
    var hideTip = function () {
      window.clearTimeout(tipTimer);
      tip.hidden = true;
      if (tipOwner) { tipOwner.removeAttribute("aria-describedby"); tipOwner = null; }
    };
    var hideTipSoon = function () {
      window.clearTimeout(tipTimer);
      tipTimer = window.setTimeout(hideTip, 150);
    };
    var showTip = function (link) {
      window.clearTimeout(tipTimer);
      if (tipOwner === link && !tip.hidden) { return; }
      var note = fragmentTarget(link);
      if (!note) { return; }
      hideTip();
      var copy = note.cloneNode(true);
      Array.prototype.forEach.call(copy.querySelectorAll("[data-footnote-backref], .footnote-backref"), function (back) {
        back.parentNode.removeChild(back);
      });
      Array.prototype.forEach.call(copy.querySelectorAll("[id]"), function (node) { node.removeAttribute("id"); });
      while (tip.firstChild) { tip.removeChild(tip.firstChild); }
      while (copy.firstChild) { tip.appendChild(copy.firstChild); }
      tip.hidden = false;
      placeTip(link);
      tipOwner = link;
      link.setAttribute("aria-describedby", tip.id);
    };
    Array.prototype.forEach.call(footnoteRefs, function (link) {
      link.addEventListener("pointerenter", function (event) { if (event.pointerType !== "touch") { showTip(link); } });
      link.addEventListener("pointerleave", hideTipSoon);
      link.addEventListener("focus", function () { showTip(link); });
      link.addEventListener("blur", hideTipSoon);
      link.addEventListener("click", hideTip);
    });
    tip.addEventListener("pointerenter", function () { window.clearTimeout(tipTimer); });
    tip.addEventListener("pointerleave", hideTipSoon);
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && !tip.hidden) { hideTip(); }
    });
    window.addEventListener("resize", hideTip);
  }

  /* Printing opens what the note folds (collapsible callouts, its own <details>) so that paper holds all
     of its text, and folds it again afterwards. A diagram's source stays out (the print sheet hides it).
     Images the page loads lazily (the build gives its own images loading="lazy") are asked for at once,
     so an image far below the window is on paper too. */
  var openedForPrint = [];
  window.addEventListener("beforeprint", function () {
    Array.prototype.forEach.call(document.querySelectorAll(".note-body img[loading='lazy']"), function (image) {
      image.loading = "eager";
    });
    Array.prototype.forEach.call(document.querySelectorAll(".note-body details:not([open]):not(.diagram-source)"), function (d) {
      d.open = true;
      openedForPrint.push(d);
    });
  });
  window.addEventListener("afterprint", function () {
    openedForPrint.forEach(function (d) { d.open = false; });
    openedForPrint = [];
  });

  layoutChanged();
  var lastWidth = window.innerWidth;
  window.addEventListener("resize", function () {
    if (window.innerWidth === lastWidth) { return; }
    lastWidth = window.innerWidth;
    window.requestAnimationFrame(layoutChanged);
  });
})();
