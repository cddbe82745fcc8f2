/* Folio default theme: the search box. Works from the disk (file: URLs), offline and under any sub-path: the
   index is a set of script files under _folio/search/ (meta.js names the rest), loaded with
   <script> tags as a query needs them; nothing is fetched. Words are cut, folded and stemmed as
   Folio's FolioSearch module does when it writes the index (keep the two in step). Results are
   built with textContent only. Combobox pattern: arrows, Enter, Escape; "/" focuses the box. */
(function () {
  "use strict";
  /* The site's words (window.folioStrings, written by Folio for a site not in English), else English. */
  function word(key, english, values) {
    var text = (window.folioStrings && window.folioStrings[key]) || english;
    for (var name in values || {}) { text = text.split("{" + name + "}").join(String(values[name])); }
    return text;
  }

  var box = document.querySelector("[data-search]");
  if (!box) { return; }
  var input = box.querySelector("input");
  var panel = box.querySelector(".site-search-panel");
  var list = box.querySelector("[role=listbox]");
  var status = box.querySelector("[role=status]");
  var root = new URL(box.getAttribute("data-root") || "", window.location.href);
  var indexBase = new URL("_folio/search/", root);
  box.hidden = false;

  /* ---- Loading the index: each file calls back into window.folioSearch. ---- */
  var meta = null;
  var shards = {};      /* shard key -> {term: postings} */
  var blocks = {};      /* block number -> {docs: [[url, title, [id, heading, ...]]], text: base64 or JSON, textPromise} */
  var waiting = {};     /* file path -> [resolve] */
  var loading = {};     /* file path -> Promise */
  var leaders = {};     /* document number -> [url, title]: each loaded shard's stems' best pages */

  function settle(path) {
    var done = waiting[path] || [];
    delete waiting[path];
    done.forEach(function (resolve) { resolve(); });
  }
  window.folioSearch = {
    meta: function (data) {
      /* Blocks come as page counts and 8-digit name hashes run together: [first page, heads path,
         text path] here. */
      var first = 0;
      data.blocks = (data.sizes || []).map(function (count, number) {
        var hash = data.hashes.substr(number * 8, 8);
        var block = [first, "h/" + number + "." + hash + ".js", "d/" + number + "." + hash + ".js"];
        first += count;
        return block;
      });
      meta = data;
      settle("meta.js");
    },
    leaders: function (heads) { for (var doc in heads) { leaders[doc] = heads[doc]; } },
    terms: function (key, terms) { shards[key] = terms; settle(meta && meta.terms[key]); },
    heads: function (number, docs) {
      (blocks[number] = blocks[number] || {}).docs = docs;
      settle(meta && meta.blocks[number] && meta.blocks[number][1]);
    },
    docs: function (number, text) {
      (blocks[number] = blocks[number] || {}).text = text;
      settle(meta && meta.blocks[number] && meta.blocks[number][2]);
    }
  };
  function load(path) {
    if (loading[path]) { return loading[path]; }
    loading[path] = new Promise(function (resolve, reject) {
      (waiting[path] = waiting[path] || []).push(resolve);
      var script = document.createElement("script");
      script.src = new URL(path, indexBase).href;
      script.async = true;
      script.onerror = function () { delete loading[path]; reject(new Error("could not load " + path)); };
      document.head.appendChild(script);
    });
    return loading[path];
  }

  /* ---- Words: fold (NFKD, no marks, lower case), cut, stop words; as SearchTokenizer. ---- */
  var wordChar = /[\p{L}\p{N}]/u;
  var markChar = /\p{M}/u;
  var ideograph = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]|[\ud840-\ud87e][\udc00-\udfff]/u;
  var asciiOnly = /^[\x00-\x7f]*$/;
  function fold(text) { return text.normalize("NFKD").toLowerCase(); }
  /* An ASCII lower-case letter or digit. */
  function isAsciiWordCode(code) { return code >= 97 && code <= 122 || code >= 48 && code <= 57; }
  /* Whether a cut word is kept: at most 48 characters; an ASCII word of two or more, not a stop word. */
  function isKept(word) {
    return word.length <= 48 && !(asciiOnly.test(word) && (word.length < 2 || (meta ? meta.stop : []).indexOf(word) >= 0));
  }
  /* Words of `text` with the [start, end) of each in `text` itself (for highlighting). */
  function wordsWithPlaces(text, keepAll) {
    var words = [];
    var current = "";
    var start = -1;
    function flush(end) {
      if (current && (keepAll || isKept(current))) {
        words.push({ word: current, start: start, end: end });
      }
      current = "";
      start = -1;
    }
    var offset = 0;
    while (offset < text.length) {
      var here = offset;
      var code = text.charCodeAt(offset);
      if (code < 128) {
        /* ASCII (most text): letters and digits, lowercased, make words; the rest separates them. */
        offset++;
        if (isAsciiWordCode(code)) {
          if (start < 0) { start = here; }
          current += text[here];
        } else if (code >= 65 && code <= 90) {
          if (start < 0) { start = here; }
          current += String.fromCharCode(code + 32);
        } else {
          flush(here);
        }
        continue;
      }
      var ch = String.fromCodePoint(text.codePointAt(offset));
      offset += ch.length;
      if (ideograph.test(ch)) {
        flush(here);
        current = ch; start = here; flush(offset);
        continue;
      }
      var folded = fold(ch);
      var part = "";
      var isWord = false;
      var isMark = markChar.test(ch);
      Array.from(folded).forEach(function (f) {
        if (markChar.test(f)) { return; }
        if (wordChar.test(f)) { part += f; isWord = true; }
      });
      if (isWord) {
        if (start < 0) { start = here; }
        current += part;
      } else if (!isMark) {
        flush(here);
      }
    }
    flush(offset);
    return words;
  }
  function words(text) { return wordsWithPlaces(text).map(function (w) { return w.word; }); }

  /* ---- Porter stemmer (1980), step for step as FolioSearch/PorterStemmer.swift. ---- */
  var stem = (function () {
    function cons(w, i) {
      var c = w[i];
      if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") { return false; }
      if (c === "y") { return i === 0 ? true : !cons(w, i - 1); }
      return true;
    }
    function measure(w, len) {
      var m = 0, i = 0;
      while (i < len && cons(w, i)) { i++; }
      while (i < len) {
        while (i < len && !cons(w, i)) { i++; }
        if (i >= len) { break; }
        m++;
        while (i < len && cons(w, i)) { i++; }
      }
      return m;
    }
    function hasVowel(w, len) { for (var i = 0; i < len; i++) { if (!cons(w, i)) { return true; } } return false; }
    function ends(w, s) { return w.length >= s.length && w.slice(w.length - s.length) === s; }
    function doubleCons(w) { var n = w.length; return n >= 2 && w[n - 1] === w[n - 2] && cons(w, n - 1); }
    function cvc(w, n) {
      if (n < 3 || !cons(w, n - 1) || cons(w, n - 2) || !cons(w, n - 3)) { return false; }
      var c = w[n - 1];
      return c !== "w" && c !== "x" && c !== "y";
    }
    function replaceLongest(w, rules) {
      var best = null;
      rules.forEach(function (r) { if (ends(w, r[0]) && (!best || r[0].length > best[0].length)) { best = r; } });
      if (!best) { return w; }
      var stemLength = w.length - best[0].length;
      return measure(w, stemLength) >= 1 ? w.slice(0, stemLength) + best[1] : w;
    }
    var step2 = [["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["izer", "ize"],
      ["abli", "able"], ["alli", "al"], ["entli", "ent"], ["eli", "e"], ["ousli", "ous"], ["ization", "ize"],
      ["ation", "ate"], ["ator", "ate"], ["alism", "al"], ["iveness", "ive"], ["fulness", "ful"], ["ousness", "ous"],
      ["aliti", "al"], ["iviti", "ive"], ["biliti", "ble"]];
    var step3 = [["icate", "ic"], ["ative", ""], ["alize", "al"], ["iciti", "ic"], ["ical", "ic"], ["ful", ""], ["ness", ""]];
    var step4 = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou", "ism",
      "ate", "iti", "ous", "ive", "ize"];
    return function (word) {
      if (word.length <= 2 || !/^[a-z]+$/.test(word)) { return word; }
      var w = word;
      /* 1a */
      if (ends(w, "sses")) { w = w.slice(0, -2); }
      else if (ends(w, "ies")) { w = w.slice(0, -2); }
      else if (ends(w, "ss")) { /* keep */ }
      else if (ends(w, "s")) { w = w.slice(0, -1); }
      /* 1b */
      if (ends(w, "eed")) {
        if (measure(w, w.length - 3) > 0) { w = w.slice(0, -1); }
      } else {
        var removed = false;
        if (ends(w, "ed") && hasVowel(w, w.length - 2)) { w = w.slice(0, -2); removed = true; }
        else if (ends(w, "ing") && hasVowel(w, w.length - 3)) { w = w.slice(0, -3); removed = true; }
        if (removed) {
          var last = w[w.length - 1];
          if (ends(w, "at") || ends(w, "bl") || ends(w, "iz")) { w += "e"; }
          else if (doubleCons(w) && last !== "l" && last !== "s" && last !== "z") { w = w.slice(0, -1); }
          else if (measure(w, w.length) === 1 && cvc(w, w.length)) { w += "e"; }
        }
      }
      /* 1c */
      if (w[w.length - 1] === "y" && hasVowel(w, w.length - 1)) { w = w.slice(0, -1) + "i"; }
      w = replaceLongest(w, step2);
      w = replaceLongest(w, step3);
      /* 4 */
      var suffix = null;
      step4.forEach(function (s) { if (ends(w, s) && (!suffix || s.length > suffix.length)) { suffix = s; } });
      if (suffix) {
        var base = w.length - suffix.length;
        if (measure(w, base) > 1 && (suffix !== "ion" || (base > 0 && (w[base - 1] === "s" || w[base - 1] === "t")))) {
          w = w.slice(0, base);
        }
      }
      /* 5 */
      if (w[w.length - 1] === "e") {
        var m = measure(w, w.length - 1);
        if (m > 1 || (m === 1 && !cvc(w, w.length - 1))) { w = w.slice(0, -1); }
      }
      if (w.length > 1 && w[w.length - 1] === "l" && w[w.length - 2] === "l" && measure(w, w.length) > 1) { w = w.slice(0, -1); }
      return w;
    };
  })();
  window.folioSearch.stem = stem;
  window.folioSearch.words = function (text) { return words(text); };
  window.folioSearch.containsPhrase = function (text, phrase) { return containsPhrase(text, phrase); };

  /* ---- Queries: words, "phrases", and the word being typed as a prefix. ---- */
  function parse(text) {
    var query = { tokens: [], phrases: [] };
    var parts = text.split('"');
    parts.forEach(function (part, index) {
      var inPhrase = index % 2 === 1 && index < parts.length - 1;
      var found = words(part);
      var phrase = inPhrase && found.length > 1 ? query.phrases.push(found) - 1 : -1;
      found.forEach(function (w) { query.tokens.push({ word: w, stem: stem(w), prefix: false, phrase: phrase }); });
    });
    var last = query.tokens[query.tokens.length - 1];
    if (last && /[\p{L}\p{N}]$/u.test(text) && parts.length % 2 === 1 &&
        (Array.from(last.word).length >= minimumPrefix || ideograph.test(last.word))) { last.prefix = true; }
    return query;
  }
  /* Postings: (document delta, weight) pairs in base-64 digits, 5 bits each, least significant first; a digit >= 32 continues the
     number (PostingCode.swift). Decoded once per term. */
  var digitValue = (function () {
    var table = new Int8Array(128).fill(-1);
    var digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
    for (var i = 0; i < digits.length; i++) { table[digits.charCodeAt(i)] = i; }
    return table;
  })();
  var decoded = {};
  function postingsOf(key, term) {
    var id = key + "\u0000" + term;
    if (decoded[id]) { return decoded[id]; }
    var code = shards[key][term];
    var out = new Float64Array(code.length);
    var count = 0, value = 0, scale = 1;
    for (var i = 0; i < code.length; i++) {
      var digit = digitValue[code.charCodeAt(i)];
      value += (digit & 31) * scale;
      if (digit & 32) { scale *= 32; } else { out[count++] = value; value = 0; scale = 1; }
    }
    decoded[id] = out.subarray(0, count);
    return decoded[id];
  }
  /* The word being typed is matched as a prefix from its third character on (shorter prefixes
     would load most of the index on a big site); shorter words match whole terms only. */
  var minimumPrefix = 3;
  function shardKeysFor(token) {
    return Object.keys(meta.terms).filter(function (key) {
      return token.word.indexOf(key) === 0 || token.stem.indexOf(key) === 0 ||
        (token.prefix && key.indexOf(token.word) === 0);
    });
  }
  /* A hit's weight above this is (also) in the title, a tag or a heading (PageTerms.Weight.bodyCap). */
  var bodyCap = 8;
  /* Postings of one query word: per document, its best score; for a word of a phrase, also whether it
     is in the page's title, tags or headings (`above`, 1 when so). */
  function match(token) {
    var n = meta.docs;
    var scores = new Float64Array(n);
    var above = token.phrase >= 0 ? new Uint8Array(n) : null;
    var hits = [];        /* the pages with a score, in the order found */
    var expansions = 0;
    var seen = {};
    shardKeysFor(token).forEach(function (key) {
      var terms = shards[key] || {};
      Object.keys(terms).forEach(function (term) {
        if (seen[term]) { return; }
        var exact = term === token.stem || term === token.word;
        var partial = token.prefix && !exact && (term.indexOf(token.word) === 0 || term.indexOf(token.stem) === 0 ||
          (token.word.indexOf(term) === 0 && term.length >= 3 && token.word.length - term.length <= 3));
        if (!exact && !partial) { return; }
        if (partial && ++expansions > 64) { return; }
        seen[term] = true;
        var postings = postingsOf(key, term);
        var idf = Math.log(1 + n / (postings.length / 2));
        var factor = (exact ? 1 : 0.6) * idf;
        var doc = 0;
        for (var i = 0; i < postings.length; i += 2) {
          doc += postings[i];
          var score = postings[i + 1] * factor;
          if (above && postings[i + 1] > bodyCap) { above[doc] = 1; }
          if (score > scores[doc]) {
            if (!scores[doc]) { hits.push(doc); }
            scores[doc] = score;
          }
        }
      });
    });
    return { scores: scores, hits: hits, above: above };
  }
  /* Pages holding every query word, best first: {results, total, scoreOf, headsMayHold}. A query needs only
     the first `limit` (kept in order as the pages are scanned, no sort of the thousands a common
     word matches); limit 0 asks for all of them, sorted. */
  /* Rank order: the higher score first, then the page that comes first in the site. */
  function byRank(a, b) { return b.score - a.score || a.doc - b.doc; }
  function rank(query, limit) {
    var perToken = query.tokens.map(match);
    /* A page's score, 0 unless it holds every word; times its boost (front matter `search: {boost: N}`). */
    var boost = meta.boost;
    var scoreOf = function (doc) {
      var sum = 0;
      for (var t = 0; t < perToken.length; t++) {
        var hit = perToken[t].scores[doc];
        if (!hit) { return 0; }
        sum += hit;
      }
      return boost && boost[doc] ? sum * boost[doc] : sum;
    };
    var results = [];
    var total = 0;
    /* The pages to score: every page, or, when one word is on few of them, only those (in page order,
       as the scan would meet them): a word being typed often matches nothing, and a scan of every
       page is milliseconds before the browser has compiled it. */
    var fewest = null;
    perToken.forEach(function (t) { if (!fewest || t.hits.length < fewest.hits.length) { fewest = t; } });
    var candidates = null;
    if (fewest && fewest.hits.length * 8 < meta.docs) {
      candidates = Int32Array.from(fewest.hits).sort();
    }
    var n = !perToken.length ? 0 : candidates ? candidates.length : meta.docs;
    for (var position = 0; position < n; position++) {
      var doc = candidates ? candidates[position] : position;
      var score = scoreOf(doc);
      if (!score) { continue; }
      total++;
      if (limit && results.length >= limit && score <= results[limit - 1].score) { continue; }
      /* The section is found in the text when the snippet is made (pickText). */
      var result = { doc: doc, score: score, section: -1 };
      if (!limit) { results.push(result); continue; }
      /* Pages come in order, so a page goes after those with an equal score, as the sort below orders them. */
      var at = results.length;
      while (at > 0 && results[at - 1].score < score) { at--; }
      results.splice(at, 0, result);
      if (results.length > limit) { results.pop(); }
    }
    if (!limit) { results.sort(byRank); }
    /* Whether one of the query's phrases may be in the page's title or headings: all its words are there. */
    var headsMayHold = function (doc) {
      return query.phrases.some(function (phrase, p) {
        return perToken.every(function (t, i) { return query.tokens[i].phrase !== p || t.above[doc] === 1; });
      });
    };
    return { results: results, total: total, scoreOf: scoreOf, headsMayHold: headsMayHold };
  }
  function blockOf(doc) {
    var lo = 0, hi = meta.blocks.length - 1;
    while (lo < hi) {
      var mid = (lo + hi + 1) >> 1;
      if (meta.blocks[mid][0] <= doc) { lo = mid; } else { hi = mid - 1; }
    }
    return lo;
  }
  /* A decompressed text block: plain (a tab before each page, its sections' texts joined by line feeds) or JSON. */
  function readTexts(text) {
    if (text.charCodeAt(0) !== 9) { return JSON.parse(text); }
    return text.slice(1).split("\t").map(function (page) { return page.split("\n"); });
  }
  function unpack(block) {
    if (!block.textPromise) {
      if (!meta.z) {
        block.textPromise = Promise.resolve(block.text);
      } else if (typeof DecompressionStream === "undefined") {
        block.textPromise = Promise.resolve(null);
      } else {
        var binary = atob(block.text);
        var bytes = new Uint8Array(binary.length);
        for (var i = 0; i < binary.length; i++) { bytes[i] = binary.charCodeAt(i); }
        var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
        block.textPromise = new Response(stream).text().then(readTexts).catch(function () { return null; });
      }
    }
    return block.textPromise;
  }
  /* A result's page and section, when its block's heads are loaded (else null); its text comes later (withText). */
  function describeNow(result) {
    var number = blockOf(result.doc);
    var block = blocks[number];
    if (!block || !block.docs) { return null; }
    var doc = block.docs[result.doc - meta.blocks[number][0]];
    var sections = doc[2];
    var section = Math.min(result.section, sections.length / 2 - 1);
    return {
      url: doc[0], title: doc[1], block: block, number: number, index: result.doc - meta.blocks[number][0],
      id: section >= 0 ? sections[section * 2] : "", heading: section >= 0 ? sections[section * 2 + 1] : "",
      text: "", allText: null, section: section, sections: sections, snippetText: "", filled: false
    };
  }
  /* The same once the heads are loaded. */
  function describe(result) {
    return load(meta.blocks[blockOf(result.doc)][1]).then(function () { return describeNow(result); });
  }
  /* True when the result's text is at hand without loading anything. */
  function hasText(item) { return item.block.text !== undefined; }
  /* The section texts of page `index` of block `number` (its text file loaded and unpacked); null when they cannot be had. */
  function textsOf(number, index) {
    return load(meta.blocks[number][2]).then(function () { return unpack(blocks[number]); }).then(function (texts) {
      return texts ? texts[index] : null;
    });
  }
  /* The result with its sections' text. */
  function withText(item) {
    return textsOf(item.number, item.index).then(function (all) {
      item.allText = all;
      item.text = all && item.section >= 0 ? all[item.section] : (all ? all[0] : "");
      return item;
    });
  }

  /* True when the words of `text` hold `phrase` (words as the query's) in a row. ASCII text
     (most pages) is searched for the phrase's first word and cut into words only from there. */
  function containsPhrase(text, phrase) {
    if (asciiOnly.test(text)) { return asciiHoldsPhrase(text.toLowerCase(), phrase); }
    var w = words(text);
    outer: for (var i = 0; i + phrase.length <= w.length; i++) {
      for (var j = 0; j < phrase.length; j++) { if (w[i + j] !== phrase[j]) { continue outer; } }
      return true;
    }
    return false;
  }
  /* `lower`: ASCII text in lower case. A word starts after a character that is not a letter or
     digit, and words() cuts the same words from there on as from the text's start. */
  function asciiHoldsPhrase(lower, phrase) {
    var at = lower.indexOf(phrase[0]);
    while (at >= 0) {
      if (at === 0 || !isAsciiWordCode(lower.charCodeAt(at - 1))) {
        var matched = 0;
        var offset = at;
        while (matched < phrase.length && offset < lower.length) {
          while (offset < lower.length && !isAsciiWordCode(lower.charCodeAt(offset))) { offset++; }
          var start = offset;
          while (offset < lower.length && isAsciiWordCode(lower.charCodeAt(offset))) { offset++; }
          var word = lower.slice(start, offset);
          if (!word || !isKept(word)) { continue; }
          if (word !== phrase[matched]) { break; }
          matched++;
        }
        if (matched === phrase.length) { return true; }
      }
      at = lower.indexOf(phrase[0], at + 1);
    }
    return false;
  }
  /* A quoted phrase is checked in the pages' text, title and headings. They come by blocks of a few
     pages, so the blocks of the best-ranked pages holding all the words are loaded (at most
     phraseBlocks) and every such page in them is checked: a phrase costs a bounded number of files
     however far down the ranking its pages are. `best`: rank's answer for the first phraseLead pages.
     Resolves to [results holding the phrases in rank order, all checked?]. `early(items)` is called
     with the results known to lead the ranking before the other blocks are in: the best candidate's
     files are asked for first, so its result can show after two files, not all of them. */
  var phraseBlocks = 6;
  var phraseLead = 64;
  function phraseResults(best, query, early) {
    var chosen = [];
    best.results.forEach(function (result) {
      var number = blockOf(result.doc);
      if (chosen.length < phraseBlocks && chosen.indexOf(number) < 0) { chosen.push(number); }
    });
    /* Every page of the chosen blocks that holds all the words, in rank order. */
    var candidates = [];
    chosen.forEach(function (number) {
      var first = meta.blocks[number][0];
      for (var doc = first; doc < first + meta.sizes[number]; doc++) {
        var score = best.scoreOf(doc);
        if (score) { candidates.push({ doc: doc, score: score, section: -1 }); }
      }
    });
    candidates.sort(byRank);
    /* A page holding the phrases, described (heads) with its text at hand; one promise per page. */
    var items = [];
    var itemAt = function (position) {
      if (!items[position]) {
        items[position] = describe(candidates[position]).then(withText).then(function (item) {
          item.position = position;
          item.snippetText = pickText(item, query);
          item.filled = true;
          return item;
        });
      }
      return items[position];
    };
    /* Each candidate block's text, then its heads when the page's title or headings may hold a phrase
       (the browser reads the files in the order they are asked for), the best candidate's first. */
    var verdicts = [];
    var decided = 0;
    var shown = 0;
    var advance = function () {
      while (decided < candidates.length && verdicts[decided] !== undefined) { decided++; }
      var leading = [];
      for (var p = 0; p < decided && leading.length < maxResults; p++) { if (verdicts[p]) { leading.push(p); } }
      if (!early || leading.length <= shown || decided === candidates.length) { return; }
      shown = leading.length;
      Promise.all(leading.map(itemAt)).then(function (found) { if (found.length === shown) { early(found); } });
    };
    var checks = candidates.map(function (result, position) {
      var number = blockOf(result.doc);
      var texts = textsOf(number, result.doc - meta.blocks[number][0]);
      var heads = best.headsMayHold(result.doc) ? describe(result) : null;
      return Promise.all([texts, heads]).then(function (both) {
        var all = both[0], item = both[1];
        var parts = all ? [all.join(" ")] : [];
        if (item) { parts.push(item.title); for (var h = 1; h < item.sections.length; h += 2) { parts.push(item.sections[h]); } }
        verdicts[position] = !!all && query.phrases.every(function (phrase) {
          return parts.some(function (part) { return containsPhrase(part, phrase); });
        });
        advance();
        return verdicts[position] ? position : -1;
      });
    });
    return Promise.all(checks).then(function (positions) {
      early = null;
      return Promise.all(positions.filter(function (p) { return p >= 0; }).map(itemAt));
    }).then(function (found) {
      return [found, candidates.length === best.total];
    });
  }

  /* ---- Showing results. ---- */
  var maxResults = 10;
  var active = -1;
  var generation = 0;
  function isHit(word, query) {
    return query.tokens.some(function (t) {
      return word === t.word || stem(word) === t.stem || (t.prefix && word.indexOf(t.word) === 0);
    });
  }
  function snippet(text, query) {
    var fragment = document.createDocumentFragment();
    if (!text) { return fragment; }
    var places = wordsWithPlaces(text).filter(function (w) { return isHit(w.word, query); });
    var start = 0;
    if (places.length) { start = Math.max(0, places[0].start - 60); }
    var end = Math.min(text.length, start + 200);
    if (start > 0) { var space = text.indexOf(" ", start); if (space >= 0 && space < places[0].start) { start = space + 1; } }
    if (end < text.length) { var cut = text.lastIndexOf(" ", end); if (cut > start) { end = cut; } }
    var cursor = start;
    if (start > 0) { fragment.appendChild(document.createTextNode("… ")); }
    places.forEach(function (p) {
      if (p.start < cursor || p.end > end) { return; }
      fragment.appendChild(document.createTextNode(text.slice(cursor, p.start)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(p.start, p.end);
      fragment.appendChild(mark);
      cursor = p.end;
    });
    fragment.appendChild(document.createTextNode(text.slice(cursor, end) + (end < text.length ? " …" : "")));
    return fragment;
  }
  /* A result's address: its page and section, with the query in `?h=` so the page marks its words. */
  function resultHref(item) {
    var query = input.value.trim();
    return new URL(item.url + (query ? "?h=" + encodeURIComponent(query) : "") + (item.id ? "#" + item.id : ""), root).href;
  }
  /* Coming from a result (`?h=…`), the page marks the query's words in the note's text, as MkDocs-Material's
     search.highlight does: the words, their stems and the prefix being typed, as the results matched them.
     Diagrams are left as drawn. */
  function markHits() {
    var wanted = null;
    try { wanted = new URLSearchParams(window.location.search).get("h"); } catch (e) { return; }
    var body = document.querySelector(".note-body");
    if (!wanted || !body) { return; }
    var query = parse(wanted.slice(0, 200));
    if (!query.tokens.length) { return; }
    var walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        return node.parentNode.closest("svg, script, style, mark.search-hit") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
      }
    });
    var nodes = [];
    while (walker.nextNode()) { nodes.push(walker.currentNode); }
    nodes.forEach(function (node) {
      var text = node.data;
      var places = wordsWithPlaces(text).filter(function (w) { return isHit(w.word, query); });
      if (!places.length) { return; }
      var fragment = document.createDocumentFragment(), cursor = 0;
      places.forEach(function (p) {
        fragment.appendChild(document.createTextNode(text.slice(cursor, p.start)));
        var mark = document.createElement("mark");
        mark.className = "search-hit";
        mark.textContent = text.slice(p.start, p.end);
        fragment.appendChild(mark);
        cursor = p.end;
      });
      fragment.appendChild(document.createTextNode(text.slice(cursor)));
      node.parentNode.replaceChild(fragment, node);
    });
  }
  markHits();
  /* Selects option `index`, wrapping around the list (-1 is the last), or none when `index` is null. */
  function setActive(index) {
    var options = list.querySelectorAll("[role=option]");
    active = index === null || !options.length ? -1 : (index + options.length) % options.length;
    options.forEach(function (option, i) { option.setAttribute("aria-selected", i === active ? "true" : "false"); });
    if (active >= 0) {
      input.setAttribute("aria-activedescendant", options[active].id);
      options[active].scrollIntoView({ block: "nearest" });
      showMoreSnippets();
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }
  function open(isOpen) {
    panel.hidden = !isOpen;
    input.setAttribute("aria-expanded", isOpen ? "true" : "false");
  }
  /* `checking`: more pages are still being checked for a phrase (results may follow). */
  function render(items, query, total, checking) {
    list.textContent = "";
    items.forEach(function (item, index) {
      /* The option is the link itself (an `a href` may take role=option): a link inside an option would
         be interactive content nested in another, which assistive technologies handle badly. */
      var row = document.createElement("li");
      row.setAttribute("role", "none");
      var link = document.createElement("a");
      link.id = "site-search-option-" + index;
      link.setAttribute("role", "option");
      link.setAttribute("aria-selected", "false");
      link.href = resultHref(item);
      link.tabIndex = -1;
      var title = document.createElement("span");
      title.className = "site-search-title";
      title.textContent = item.title;
      link.appendChild(title);
      if (item.heading) {
        var heading = document.createElement("span");
        heading.className = "site-search-section";
        heading.textContent = item.heading;
        link.appendChild(heading);
      }
      var text = document.createElement("span");
      text.className = "site-search-snippet";
      text.appendChild(snippet(item.snippetText, query));
      link.appendChild(text);
      link.addEventListener("mousedown", function (event) { event.preventDefault(); });
      row.appendChild(link);
      list.appendChild(row);
    });
    status.textContent = checking ? word("searchChecking", "Checking more pages…") : !items.length ? word("searchNone", "No results") :
      total < 0 ? (items.length === 1 ? word("searchTopOne", "Top 1 result") : word("searchTop", "Top {n} results", { n: items.length })) :
      total > items.length ? word("searchTopOf", "Top {n} of {total} results", { n: items.length, total: total }) :
      total === 1 ? word("searchOne", "1 result") : word("searchCount", "{n} results", { n: total });
    box.setAttribute("data-results", String(items.length));
    box.setAttribute("data-query", input.value);
    if (!items.length) { box.setAttribute("data-snippets", input.value); }
    open(true);
    setActive(null);
  }
  /* Puts each result's snippet (and the section it was found in) into the list already shown. */
  function fillSnippets(items, query) {
    var options = list.querySelectorAll("[role=option]");
    items.forEach(function (item, index) {
      var option = options[index];
      if (!option) { return; }
      var link = option;
      link.href = resultHref(item);
      var heading = option.querySelector(".site-search-section");
      if (item.heading) {
        if (!heading) {
          heading = document.createElement("span");
          heading.className = "site-search-section";
          link.insertBefore(heading, link.querySelector(".site-search-snippet"));
        }
        heading.textContent = item.heading;
      }
      var text = option.querySelector(".site-search-snippet");
      text.textContent = "";
      text.appendChild(snippet(item.snippetText, query));
    });
  }
  /* The text of the first section holding a hit (its heading becomes the result's section and
     link target); the page's first text when the words are only in the title or tags. */
  function pickText(item, query) {
    if (!item.allText) { return item.text; }
    for (var s = 0; s < item.allText.length; s++) {
      var hasHit = wordsWithPlaces(item.allText[s]).some(function (w) { return isHit(w.word, query); }) ||
        wordsWithPlaces(item.sections[s * 2 + 1] || "").some(function (w) { return isHit(w.word, query); });
      if (hasHit) {
        item.id = item.sections[s * 2];
        item.heading = item.sections[s * 2 + 1];
        return item.allText[s];
      }
    }
    return item.allText[0] || "";
  }
  /* Snippets: a result whose block's text is already loaded gets its snippet at once. The text of
     the other first results on screen is loaded once typing pauses (the query is still the current
     one snippetDelay ms after its results are shown), so the states a word passes through while it
     is typed cost no text; the rest when they scroll into view or are chosen. */
  var snippetCount = 6;
  var snippetDelay = 100;
  var current = { run: 0, items: [], query: null };
  function fillTexts(items, query, run) {
    var wanted = items.filter(function (item) { return !item.filled; });
    if (!wanted.length) { return Promise.resolve(); }
    wanted.forEach(function (item) { item.filled = true; });
    return Promise.all(wanted.map(function (item) {
      return withText(item).catch(function () { return item; });
    })).then(function () {
      if (run !== generation) { return; }
      wanted.forEach(function (item) { item.snippetText = pickText(item, query); });
      fillSnippets(current.items, query);
    });
  }
  function showSnippets(run, query, items) {
    current = { run: run, items: items, query: query };
    /* Then the other results the panel shows without scrolling. */
    var done = function () {
      if (run !== generation) { return; }
      box.setAttribute("data-snippets", input.value);
      showMoreSnippets();
    };
    var first = items.filter(function (item, index) { return index < snippetCount && !item.filled; });
    var free = items.filter(hasText);
    return fillTexts(free, query, run).then(function () {
      if (!first.some(function (item) { return !item.filled; })) { return done(); }
      return new Promise(function (resolve) { setTimeout(resolve, snippetDelay); }).then(function () {
        if (run !== generation) { return; }
        return fillTexts(first, query, run).then(done);
      });
    });
  }
  /* Loads the snippets of the results scrolled into the panel's view or chosen with the arrows. */
  function showMoreSnippets() {
    if (current.run !== generation || !current.query) { return; }
    var options = list.querySelectorAll("[role=option]");
    var bottom = panel.getBoundingClientRect().bottom;
    var more = current.items.filter(function (item, index) {
      var option = options[index];
      return option && !item.filled && (index === active || option.getBoundingClientRect().top < bottom);
    });
    fillTexts(more, current.query, current.run);
  }
  panel.addEventListener("scroll", showMoreSnippets);
  function search(text) {
    var run = ++generation;
    var query = parse(text);
    if (!query.tokens.length) {
      list.textContent = "";
      status.textContent = "";
      box.removeAttribute("data-results");
      box.setAttribute("data-query", text);
      box.setAttribute("data-snippets", text);
      open(false);
      return Promise.resolve();
    }
    var paths = {};
    query.tokens.forEach(function (t) { shardKeysFor(t).forEach(function (k) { paths[meta.terms[k]] = true; }); });
    return Promise.all(Object.keys(paths).map(load)).then(function () {
      if (run !== generation) { return; }
      if (query.phrases.length) {
        var lead = rank(query, phraseLead);
        if (lead.results.length < lead.total && new Set(lead.results.map(function (r) { return blockOf(r.doc); })).size < phraseBlocks) {
          lead = rank(query, 0);
        }
        var final = false;
        var early = function (found) {
          if (run === generation && !final) { render(found.slice(0, maxResults), query, -1, true); }
        };
        return phraseResults(lead, query, early).then(function (answer) {
          final = true;
          if (run !== generation) { return; }
          var items = answer[0].slice(0, maxResults);
          render(items, query, answer[1] ? answer[0].length : -1);
          return showSnippets(run, query, items);
        });
      }
      var best = rank(query, maxResults);
      var batch = best.results;
      var total = best.total;
      /* Results whose heads are loaded show at once; the others as their heads arrive, in rank
         order (the first as soon as its block's heads are there, or at once from its shard's
         leaders), one redraw for the heads that arrive together. Snippets follow for the query
         still current. */
      var ready = batch.map(describeNow);
      var count = function () { var c = 0; while (c < batch.length && ready[c]) { c++; } return c; };
      if (count() === batch.length) {
        render(ready, query, total);
        return showSnippets(run, query, ready);
      }
      var visible = 0;
      var drawing = false;
      /* The first missing heads file is asked for alone: the browser hands over script files
         asked for together at about the same time, so ten at once would delay the first result
         to the slowest of them. The others are asked for once the first result is drawn (adding
         a script element can take milliseconds); a hidden tab draws no frames, hence the timer. */
      var leader = count();
      var leading = describe(batch[leader]);
      var drawn = leading.then(function () {
        return new Promise(function (resolve) {
          requestAnimationFrame(function () { setTimeout(resolve, 0); });
          setTimeout(resolve, 50);
        });
      });
      var pending = batch.map(function (result, index) {
        if (ready[index]) { return Promise.resolve(ready[index]); }
        /* Heads a newer query has made stale are not asked for: they would hold up its own files. */
        var described = index === leader ? leading : drawn.then(function () { return run === generation ? describe(result) : null; });
        return described.then(function (item) {
          if (!item) { return item; }
          ready[index] = item;
          if (drawing) { return item; }
          drawing = true;
          Promise.resolve().then(function () {
            drawing = false;
            var shown = count();
            if (run === generation && shown > visible && shown < batch.length) {
              visible = shown;
              render(ready.slice(0, shown), query, total);
            }
          });
          return item;
        });
      });
      if (count() > 0) { visible = count(); render(ready.slice(0, visible), query, total); }
      /* Else the first result from its shard's leaders (a word's first result is the best page of one of
         its stems, unless a boost put another page first: that one waits for its heads), shown while its heads load. */
      else if (leaders[batch[0].doc]) {
        var head = leaders[batch[0].doc];
        render([{ url: head[0], title: head[1], id: "", heading: "", snippetText: "" }], query, total);
      }
      return Promise.all(pending).then(function (items) {
        if (run !== generation) { return; }
        render(items, query, total);
        return showSnippets(run, query, items);
      });
    }).catch(function () {
      if (run === generation) { status.textContent = word("searchUnavailable", "Search is unavailable"); open(true); }
    });
  }

  /* The shards keyed by a prefix of the word being typed (the root shard's key is empty) hold terms
     every longer word starting with it may need: they are asked for from its first letter on (and the
     root shard on focus), so a keystroke that makes the word long enough to search waits only for
     the shards no shorter word could name. No bytes a query of that word would not load. */
  function prefetch(text) {
    var typed = wordsWithPlaces(text, true).pop();
    var word = typed && typed.end === text.length ? typed.word : "";
    shardKeysFor({ word: word, stem: word, prefix: false }).forEach(function (key) {
      load(meta.terms[key]).catch(function () {});
    });
  }
  var timer = null;
  function start() { return meta ? Promise.resolve() : load("meta.js"); }
  input.addEventListener("focus", function () { start().then(function () { prefetch(""); }).catch(function () {}); });
  input.addEventListener("input", function () {
    clearTimeout(timer);
    var value = input.value;
    timer = setTimeout(function () {
      start().then(function () { prefetch(value); return search(value); }).catch(function () {
        status.textContent = word("searchUnavailable", "Search is unavailable"); open(true);
      });
    }, 0);
  });
  input.addEventListener("keydown", function (event) {
    var options = list.querySelectorAll("[role=option]");
    if (event.key === "ArrowDown") { event.preventDefault(); if (!panel.hidden) { setActive(active + 1); } }
    else if (event.key === "ArrowUp") { event.preventDefault(); if (!panel.hidden) { setActive(active < 0 ? -1 : active - 1); } }
    else if (event.key === "Enter") {
      var target = options[active >= 0 ? active : 0];
      if (target) { event.preventDefault(); window.location.href = target.href; }
    } else if (event.key === "Escape") {
      if (!panel.hidden) { open(false); setActive(null); } else { input.value = ""; input.blur(); }
    }
  });
  input.addEventListener("blur", function () { setTimeout(function () { if (document.activeElement !== input) { open(false); } }, 150); });
  list.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a");
    if (link) { open(false); }
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) { return; }
    var target = event.target;
    if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) { return; }
    event.preventDefault();
    input.focus();
    input.select();
  });
})();
