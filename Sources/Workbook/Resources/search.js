(function () {
  "use strict";
  var input = document.getElementById("wb-q");
  var box = document.getElementById("wb-results");
  if (!input || !box) return;
  var body = document.body;
  var EXTRA = { "ß": "ss", "ł": "l", "ø": "o", "đ": "d", "æ": "ae", "œ": "oe", "ı": "i" };
  function fold(text) {
    return text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")
      .replace(/[ßłøđæœı]/g, function (c) { return EXTRA[c]; });
  }
  function words(text) { return fold(text).match(/[\p{L}\p{N}]+/gu) || []; }

  var sections = null, loading = false;
  function load() {
    if (sections || loading) return;
    loading = true;
    var script = document.createElement("script");
    script.src = body.getAttribute("data-assets") + "search-" + body.getAttribute("data-lang") + ".js";
    script.onload = function () {
      var raw = window.workbookSearch || { pages: [], sections: [] };
      sections = raw.sections.map(function (s) {
        var page = raw.pages[s[0]];
        return { file: page[0], chapter: page[1], id: s[1], heading: s[2], excerpt: s[3],
                 words: s[4].split(" "), headingWords: words(s[2]) };
      });
      run();
    };
    document.head.appendChild(script);
  }

  function hasPrefix(list, term) {
    for (var i = 0; i < list.length; i++) if (list[i].lastIndexOf(term, 0) === 0) return true;
    return false;
  }
  function score(section, terms) {
    var total = 0;
    for (var i = 0; i < terms.length; i++) {
      if (hasPrefix(section.headingWords, terms[i])) total += 10;
      else if (hasPrefix(section.words, terms[i])) total += 1;
      else return 0;
    }
    return total;
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  function run() {
    var terms = words(input.value);
    box.textContent = "";
    if (!terms.length) { box.hidden = true; return; }
    if (!sections) { load(); return; }
    var found = [];
    sections.forEach(function (section, index) {
      var s = score(section, terms);
      if (s > 0) found.push({ section: section, score: s, index: index });
    });
    found.sort(function (a, b) { return b.score - a.score || a.index - b.index; });
    if (!found.length) box.appendChild(element("p", "", body.getAttribute("data-no-results")));
    found.slice(0, 30).forEach(function (hit) {
      var s = hit.section;
      var link = element("a", "", "");
      link.href = body.getAttribute("data-root") + s.file + (s.id ? "#" + s.id : "");
      link.appendChild(element("span", "wb-r-title", s.heading === s.chapter ? s.chapter : s.chapter + " › " + s.heading));
      if (s.excerpt) link.appendChild(element("span", "wb-r-excerpt", s.excerpt));
      box.appendChild(link);
    });
    box.hidden = false;
  }

  input.addEventListener("focus", load);
  input.addEventListener("input", run);
  function results() { return Array.prototype.slice.call(box.querySelectorAll("a")); }
  input.addEventListener("keydown", function (event) {
    var links = results();
    if (event.key === "Enter" && links.length) { event.preventDefault(); location.href = links[0].href; box.hidden = true; }
    else if (event.key === "ArrowDown" && links.length) { event.preventDefault(); links[0].focus(); }
    else if (event.key === "Escape") { input.value = ""; run(); }
  });
  box.addEventListener("keydown", function (event) {
    var links = results();
    var at = links.indexOf(document.activeElement);
    if (event.key === "ArrowDown" && at + 1 < links.length) { event.preventDefault(); links[at + 1].focus(); }
    else if (event.key === "ArrowUp") { event.preventDefault(); (at > 0 ? links[at - 1] : input).focus(); }
    else if (event.key === "Escape") { input.focus(); box.hidden = true; }
  });
  box.addEventListener("click", function () { box.hidden = true; });
  document.addEventListener("click", function (event) {
    if (!box.contains(event.target) && event.target !== input) box.hidden = true;
  });
  var query = new URLSearchParams(location.search).get("q");
  if (query) { input.value = query; load(); }
})();
