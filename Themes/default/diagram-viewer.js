/* Folio default theme: the diagram viewer. Each figure's "Expand" button opens its diagram in a
   full-window <dialog> with pan and zoom: mouse wheel or trackpad pinch, touch pinch, drag,
   keys + / - / 0 (natural size) / F (fit) / arrows, Esc or the Close button to leave.
   The SVG itself moves into the dialog and back (no copy, so its ids stay unique). Without
   JavaScript the button stays hidden and the figure scrolls sideways. A figure wider than its
   column opens scrolled to its diagram's first node (startAtFirstNode). An image of a note shown smaller
   than it is opens in the same viewer on a click (or Enter), as a copy: the page keeps its own. A
   diagram's "SVG" button saves it as a file of its own (standaloneSVG): the browser cannot save an
   SVG drawn inside a page. Loads nothing remote. */
(function () {
  "use strict";
  /* The site's words (window.folioStrings, written by Folio for a site not in English), else English. */
  function word(key, english, values) {
    var text = (window.folioStrings && window.folioStrings[key]) || english;
    for (var name in values || {}) { text = text.split("{" + name + "}").join(String(values[name])); }
    return text;
  }
  var figures = document.querySelectorAll("figure.diagram");
  Array.prototype.forEach.call(figures, startAtFirstNode);
  var images = document.querySelectorAll(".note-body img");
  if ((!figures.length && !images.length) || typeof HTMLDialogElement === "undefined") { return; }

  var MIN = 0.1, MAX = 8, STEP = 1.25;
  var dialog, stage, surface, title, level, saveButton;
  var svg = null, canvas = null, opener = null, copy = null, figureShown = null;
  var scale = 1, x = 0, y = 0, width = 0, height = 0;
  var pointers = {}, pinch = null, drag = null;

  function button(label, text, action) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "viewer-button";
    b.textContent = text;
    b.setAttribute("aria-label", label);
    b.title = label;
    b.addEventListener("click", action);
    return b;
  }

  function build() {
    dialog = document.createElement("dialog");
    dialog.className = "diagram-viewer";
    dialog.setAttribute("aria-label", word("diagramViewer", "Diagram viewer"));
    var bar = document.createElement("div");
    bar.className = "viewer-bar";
    title = document.createElement("p");
    title.className = "viewer-title";
    level = document.createElement("span");
    level.className = "viewer-level";
    level.setAttribute("aria-live", "polite");
    bar.appendChild(title);
    bar.appendChild(button(word("zoomOut", "Zoom out"), "\u2212", function () { zoomCentre(1 / STEP); }));
    bar.appendChild(level);
    bar.appendChild(button(word("zoomIn", "Zoom in"), "+", function () { zoomCentre(STEP); }));
    bar.appendChild(button(word("naturalSize", "Natural size"), "1:1", function () { reset(1); }));
    bar.appendChild(button(word("fitToWindow", "Fit to window"), word("fit", "Fit"), fit));
    saveButton = button(word("downloadSVG", "Download SVG"), "SVG", save);
    saveButton.classList.add("viewer-save");
    bar.appendChild(saveButton);
    bar.appendChild(button(word("close", "Close"), word("close", "Close"), function () { dialog.close(); }));
    stage = document.createElement("div");
    stage.className = "viewer-stage";
    stage.tabIndex = 0;
    surface = document.createElement("div");
    surface.className = "viewer-surface";
    stage.appendChild(surface);
    dialog.appendChild(bar);
    dialog.appendChild(stage);
    document.body.appendChild(dialog);

    dialog.addEventListener("close", restore);
    dialog.addEventListener("keydown", keys);
    stage.addEventListener("wheel", wheel, { passive: false });
    stage.addEventListener("pointerdown", down);
    stage.addEventListener("pointermove", move);
    stage.addEventListener("pointerup", up);
    stage.addEventListener("pointercancel", up);
  }

  function apply() {
    surface.style.transform = "translate(" + x + "px, " + y + "px) scale(" + scale + ")";
    level.textContent = Math.round(scale * 100) + "%";
    dialog.setAttribute("data-scale", String(scale));
  }

  function clamp(value) { return Math.min(MAX, Math.max(MIN, value)); }

  /* Zoom by `factor` keeping the stage point (cx, cy) still. */
  function zoomAt(factor, cx, cy) {
    var next = clamp(scale * factor);
    x = cx - (cx - x) * (next / scale);
    y = cy - (cy - y) * (next / scale);
    scale = next;
    apply();
  }

  function zoomCentre(factor) { zoomAt(factor, stage.clientWidth / 2, stage.clientHeight / 2); }

  /* `s` = scale, centred in the stage (top-left aligned on an axis where it does not fit). */
  function reset(s) {
    scale = clamp(s);
    var w = width * scale, h = height * scale;
    x = w < stage.clientWidth ? (stage.clientWidth - w) / 2 : 16;
    y = h < stage.clientHeight ? (stage.clientHeight - h) / 2 : 16;
    apply();
  }

  function fit() {
    var s = Math.min((stage.clientWidth - 32) / width, (stage.clientHeight - 32) / height);
    reset(s > 0 ? s : 1);
  }

  function keys(event) {
    if (event.target.tagName === "BUTTON" && (event.key === "Enter" || event.key === " ")) { return; }
    var handled = true;
    switch (event.key) {
    case "+": case "=": zoomCentre(STEP); break;
    case "-": case "_": zoomCentre(1 / STEP); break;
    case "0": reset(1); break;
    case "f": case "F": fit(); break;
    case "ArrowLeft": x += 40; apply(); break;
    case "ArrowRight": x -= 40; apply(); break;
    case "ArrowUp": y += 40; apply(); break;
    case "ArrowDown": y -= 40; apply(); break;
    default: handled = false;
    }
    if (handled) { event.preventDefault(); }
  }

  function wheel(event) {
    event.preventDefault();
    var box = stage.getBoundingClientRect();
    var delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
    zoomAt(Math.exp(-delta * (event.ctrlKey ? 0.01 : 0.002)), event.clientX - box.left, event.clientY - box.top);
  }

  function down(event) {
    stage.setPointerCapture(event.pointerId);
    pointers[event.pointerId] = { x: event.clientX, y: event.clientY };
    var ids = Object.keys(pointers);
    if (ids.length === 1) {
      drag = { x: event.clientX - x, y: event.clientY - y };
      stage.classList.add("is-dragging");
    } else if (ids.length === 2) {
      var a = pointers[ids[0]], b = pointers[ids[1]];
      pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1 };
      drag = null;
    }
  }

  function move(event) {
    if (!pointers[event.pointerId]) { return; }
    pointers[event.pointerId] = { x: event.clientX, y: event.clientY };
    var ids = Object.keys(pointers);
    if (pinch && ids.length === 2) {
      var a = pointers[ids[0]], b = pointers[ids[1]];
      var distance = Math.hypot(a.x - b.x, a.y - b.y) || 1;
      var box = stage.getBoundingClientRect();
      zoomAt(distance / pinch.distance, (a.x + b.x) / 2 - box.left, (a.y + b.y) / 2 - box.top);
      pinch.distance = distance;
    } else if (drag) {
      x = event.clientX - drag.x;
      y = event.clientY - drag.y;
      apply();
    }
  }

  function up(event) {
    delete pointers[event.pointerId];
    var ids = Object.keys(pointers);
    pinch = null;
    if (ids.length === 1) {
      var p = pointers[ids[0]];
      drag = { x: p.x - x, y: p.y - y };
    } else {
      drag = null;
      stage.classList.remove("is-dragging");
    }
  }

  function open(figure, trigger) {
    if (!dialog) { build(); }
    var found = figure.querySelector(".diagram-canvas > svg");
    if (!found) { return; }
    svg = found;
    figureShown = figure;
    saveButton.hidden = false;
    canvas = svg.parentNode;
    dialog.setAttribute("aria-label", word("diagramViewer", "Diagram viewer"));
    opener = trigger;
    var box = svg.viewBox && svg.viewBox.baseVal;
    width = box && box.width ? box.width : svg.getBoundingClientRect().width;
    height = box && box.height ? box.height : svg.getBoundingClientRect().height;
    /* Keep the figure's height while its diagram is away, so the page does not jump. */
    canvas.style.minHeight = canvas.getBoundingClientRect().height + "px";
    svg.style.width = width + "px";
    svg.style.height = height + "px";
    surface.appendChild(svg);
    var caption = figure.querySelector("figcaption");
    title.textContent = caption ? caption.textContent : word("diagramNumber", "Diagram {n}", { n: (figure.id || "").replace(/^diagram-/, "") });
    dialog.showModal();
    reset(1);
    stage.focus();
  }

  /* `drawn` as an SVG file of its own: at its natural size, its style in it (a diagram drawn like an
     earlier one of the page shares that one's <style>, found by their common `fm-` class), in its
     own colours (the light scheme's; the page's dark scheme is the theme's CSS, not the diagram's). */
  function standaloneSVG(drawn) {
    var file = drawn.cloneNode(true);
    file.style.removeProperty("max-width");
    file.style.removeProperty("width");
    file.style.removeProperty("height");
    if (!file.getAttribute("style")) { file.removeAttribute("style"); }
    var box = (drawn.getAttribute("viewBox") || "").split(/[\s,]+/);
    if (box.length === 4 && Number(box[2]) > 0 && Number(box[3]) > 0) {
      file.setAttribute("width", box[2]);
      file.setAttribute("height", box[3]);
    }
    /* Each `fm-` class (its colours, its rules) has its <style> in the first diagram of the page that uses it. */
    var own = Array.prototype.map.call(file.querySelectorAll("style"), function (style) { return style.textContent; }).join("");
    var sheets = document.querySelectorAll("figure.diagram svg style, dialog.diagram-viewer svg style");
    (drawn.getAttribute("class") || "").split(/\s+/).forEach(function (name) {
      if (name.indexOf("fm-") !== 0 || own.indexOf("." + name + "{") >= 0) { return; }
      for (var i = 0; i < sheets.length; i++) {
        if (sheets[i].textContent.indexOf("." + name + "{") === 0) {
          file.insertBefore(sheets[i].cloneNode(true), file.firstChild);
          own += sheets[i].textContent;
          return;
        }
      }
    });
    /* XMLSerializer writes the SVG namespace of the element itself. */
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + withoutVariables(new XMLSerializer().serializeToString(file)) + "\n";
  }

  /* `text` with each `var(--name, fallback)` written as its fallback (the diagram's own colour: the page's
     scheme sets the variables), so that programs without CSS variables (librsvg, older editors) draw it too. */
  function withoutVariables(text) {
    var out = "", at = 0, start;
    while ((start = text.indexOf("var(--", at)) >= 0) {
      var depth = 0, comma = -1, end = -1;
      for (var i = start + 4; i < text.length; i++) {
        var c = text.charAt(i);
        if (c === "(") { depth++; } else if (c === ")") { if (depth === 0) { end = i; break; } depth--; } else if (c === "," && depth === 0 && comma < 0) { comma = i; }
      }
      if (end < 0 || comma < 0) { break; }
      out += text.slice(at, start) + text.slice(comma + 1, end).trim();
      at = end + 1;
    }
    return out + text.slice(at);
  }
  window.folioStandaloneSVG = standaloneSVG;

  /* Saves the diagram shown as `<page>-<figure id>.svg`. */
  function save() {
    if (!svg) { return; }
    var page = decodeURIComponent(location.pathname.replace(/\/(index\.html)?$/, "").split("/").pop() || "page").replace(/\.html$/, "");
    var link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([standaloneSVG(svg)], { type: "image/svg+xml" }));
    link.download = page + "-" + ((figureShown && figureShown.id) || "diagram") + ".svg";
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(function () { URL.revokeObjectURL(link.href); }, 10000);
  }

  /* An image at its natural size (a copy: the page's own stays where it is). */
  function openImage(image) {
    if (!dialog) { build(); }
    saveButton.hidden = true;
    copy = image.cloneNode(false);
    copy.removeAttribute("width");
    copy.removeAttribute("height");
    copy.removeAttribute("tabindex");
    copy.removeAttribute("role");
    copy.removeAttribute("aria-label");
    copy.className = "viewer-image";
    width = image.naturalWidth;
    height = image.naturalHeight;
    copy.style.width = width + "px";
    copy.style.height = height + "px";
    surface.appendChild(copy);
    opener = image;
    dialog.setAttribute("aria-label", word("imageViewer", "Image viewer"));
    title.textContent = image.getAttribute("alt") || image.getAttribute("src").split("/").pop();
    dialog.showModal();
    fit();
    if (scale > 1) { reset(1); }
    stage.focus();
  }

  function restore() {
    if (copy) {
      copy.remove();
      copy = null;
      pointers = {};
      pinch = drag = null;
      if (opener) { opener.focus(); }
      return;
    }
    if (!svg) { return; }
    svg.style.width = "";
    svg.style.height = "";
    canvas.appendChild(svg);
    canvas.style.minHeight = "";
    svg = null;
    pointers = {};
    pinch = drag = null;
    if (opener) { opener.focus(); }
  }

  /* A diagram wider than its column opens scrolled to where it starts: its first node, the first
     one its author wrote (a flowchart's first line, a mind map's root), when that node's centre
     would otherwise be out of sight, as the root of a wide top-down tree is. A left-to-right diagram,
     whose first node is at its left, stays as it is, and so does a figure the reader scrolled. */
  function startAtFirstNode(figure) {
    var frame = figure.querySelector(".diagram-canvas");
    if (!frame || frame.scrollLeft !== 0 || frame.scrollWidth <= frame.clientWidth + 1) { return; }
    var node = frame.querySelector("svg .node");
    if (!node) { return; }
    var box = node.getBoundingClientRect(), edge = frame.getBoundingClientRect().left + frame.clientLeft;
    var centre = box.left - edge + box.width / 2;
    if (centre <= frame.clientWidth) { return; }
    frame.scrollLeft = Math.max(0, Math.min(frame.scrollWidth - frame.clientWidth, centre - frame.clientWidth / 2));
  }

  /* An image the column shows smaller than it is (and that is not a link) opens full size. */
  function offerImage(image) {
    if (image.closest("a, button, figure.diagram") || !image.naturalWidth) { return; }
    if (image.naturalWidth <= image.clientWidth + 1 && image.naturalHeight <= image.clientHeight + 1) { return; }
    image.classList.add("is-zoomable");
    image.tabIndex = 0;
    image.setAttribute("role", "button");
    image.setAttribute("aria-label", word("openFullSize", "Open full size: {name}", { name: image.getAttribute("alt") || word("image", "image") }));
    image.addEventListener("click", function () { openImage(image); });
    image.addEventListener("keydown", function (event) {
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); openImage(image); }
    });
  }
  Array.prototype.forEach.call(images, function (image) {
    if (image.complete) { offerImage(image); } else { image.addEventListener("load", function () { offerImage(image); }); }
  });

  Array.prototype.forEach.call(figures, function (figure) {
    var trigger = figure.querySelector("[data-diagram-expand]");
    if (!trigger || !figure.querySelector(".diagram-canvas > svg")) { return; }
    trigger.hidden = false;
    trigger.addEventListener("click", function () { open(figure, trigger); });
  });
})();
