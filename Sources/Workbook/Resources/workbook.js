// The page script: the phone menu, the theme control, the language
// switcher that keeps the reader's place, ← → for the previous and next
// chapter, "/" for the search box, copy buttons on code, the current section
// marked in the sidebar, self-check quizzes, and printing. The site reads fine without it.
(function () {
  "use strict";
  var root = document.documentElement;
  var body = document.body;
  var main = document.getElementById("wb-main");
  var status = document.getElementById("wb-status");

  function announce(text) {
    if (!status) return;
    status.textContent = "";
    window.setTimeout(function () { status.textContent = text; }, 50);
  }
  window.workbookAnnounce = announce;

  function typing(target) {
    if (!target || !target.tagName) return false;
    var name = target.tagName;
    return name === "INPUT" || name === "TEXTAREA" || name === "SELECT" || target.isContentEditable;
  }

  // The phone menu: it takes focus, the page behind it is inert, and a tap
  // outside it or Esc closes it.
  var menu = document.querySelector(".wb-menu");
  var sidebar = document.getElementById("wb-sidebar");
  var behind = [main, document.querySelector(".wb-skip"), document.querySelector(".wb-book"), document.querySelector(".wb-search"),
                document.querySelector(".wb-langs"), document.querySelector(".wb-top .wb-theme")]
    .filter(function (node) { return node; });
  function menuOpen() { return body.classList.contains("wb-nav-open"); }
  function setMenu(open, refocus) {
    if (!menu || open === menuOpen()) return;
    body.classList.toggle("wb-nav-open", open);
    menu.setAttribute("aria-expanded", open ? "true" : "false");
    behind.forEach(function (node) { node.inert = open; });
    if (open) {
      var first = sidebar && (sidebar.querySelector("[aria-current]") || sidebar.querySelector("a"));
      if (first) first.focus();
    } else if (refocus) {
      menu.focus();
    }
  }
  if (menu) {
    menu.addEventListener("click", function () { setMenu(!menuOpen(), false); });
    var wide = window.matchMedia("(min-width: 52.01rem)");
    var onWide = function () { if (wide.matches) setMenu(false, false); };
    if (wide.addEventListener) wide.addEventListener("change", onWide);
  }
  document.addEventListener("click", function (event) {
    if (menuOpen() && !sidebar.contains(event.target) && !menu.contains(event.target)) setMenu(false, false);
    document.querySelectorAll(".wb-langs[open]").forEach(function (details) {
      if (!details.contains(event.target)) details.removeAttribute("open");
    });
  });
  document.querySelectorAll(".wb-sidebar a").forEach(function (link) {
    link.addEventListener("click", function () { setMenu(false, false); });
  });

  // The theme control goes round: as the system, light, dark.
  var themes = ["system", "light", "dark"];
  function chosenTheme() { return root.getAttribute("data-theme") || "system"; }
  function labelThemes() {
    var theme = chosenTheme();
    document.querySelectorAll(".wb-theme").forEach(function (button) {
      var label = button.getAttribute("data-" + theme);
      button.setAttribute("data-state", theme);
      if (label) { button.setAttribute("aria-label", label); button.title = label; }
    });
  }
  document.querySelectorAll(".wb-theme").forEach(function (button) {
    button.addEventListener("click", function () {
      var next = themes[(themes.indexOf(chosenTheme()) + 1) % themes.length];
      try {
        if (next === "system") localStorage.removeItem("wb-theme"); else localStorage.setItem("wb-theme", next);
      } catch (e) {}
      if (next === "system") root.removeAttribute("data-theme"); else root.setAttribute("data-theme", next);
      labelThemes();
      announce(button.getAttribute("aria-label"));
    });
  });
  labelThemes();

  // The heading the reader is at: the last one whose top has scrolled past
  // the top bar.
  var headings = Array.prototype.slice.call(document.querySelectorAll(
    ".wb-article h1[id], .wb-article h2[id], .wb-article h3[id]"));
  function headingInView() {
    var current = null;
    for (var i = 0; i < headings.length; i++) {
      if (headings[i].getBoundingClientRect().top > 90) break;
      current = headings[i];
    }
    return current;
  }

  // The language switcher keeps the reader's place: heading ids are the
  // same in every language.
  document.querySelectorAll(".wb-langs a").forEach(function (link) {
    link.addEventListener("click", function () {
      var heading = headingInView();
      var hash = location.hash || (heading && heading.id !== (headings[0] && headings[0].id) ? "#" + heading.id : "");
      link.setAttribute("href", link.getAttribute("href").split("#")[0] + hash);
    });
  });

  // The current section, marked in the sidebar while the page scrolls.
  var sectionLinks = Array.prototype.slice.call(document.querySelectorAll(".wb-sections a"));
  var marked = null, scheduled = false;
  function markSection() {
    scheduled = false;
    var heading = headingInView();
    var link = null;
    if (heading) {
      for (var i = 0; i < sectionLinks.length; i++) {
        if (sectionLinks[i].getAttribute("href").split("#")[1] === heading.id) { link = sectionLinks[i]; break; }
      }
    }
    if (link === marked) return;
    if (marked) { marked.removeAttribute("aria-current"); marked.classList.remove("wb-here"); }
    if (link) { link.setAttribute("aria-current", "location"); link.classList.add("wb-here"); }
    marked = link;
  }
  if (sectionLinks.length) {
    window.addEventListener("scroll", function () {
      if (!scheduled) { scheduled = true; window.requestAnimationFrame(markSection); }
    }, { passive: true });
    markSection();
  }

  // Keys: Esc closes what is open; "/" goes to the search box; ← → turn the
  // page only when the focus is on the page itself (never in a box that
  // scrolls, a field or a control).
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      if (menuOpen()) { setMenu(false, true); return; }
      var open = document.querySelector(".wb-langs[open]");
      if (open) { open.removeAttribute("open"); open.querySelector("summary").focus(); }
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    if (event.key === "/") {
      var search = document.getElementById("wb-q");
      if (search && search.offsetParent !== null) { event.preventDefault(); search.focus(); search.select(); }
      return;
    }
    if (event.shiftKey) return;
    var target = event.target;
    if (target !== body && target !== root && target !== main) return;
    var rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
    if (!rel) return;
    var link = document.querySelector('.wb-pager a[rel="' + rel + '"]');
    if (link) { event.preventDefault(); location.href = link.href; }
  });

  // A copy button on every code block.
  function copyText(text) {
    if (navigator.clipboard && navigator.clipboard.writeText) return navigator.clipboard.writeText(text);
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed"; area.style.opacity = "0";
      body.appendChild(area);
      area.select();
      var done = document.execCommand("copy");
      body.removeChild(area);
      if (done) resolve(); else reject();
    });
  }
  var copyLabel = body.getAttribute("data-copy"), copiedLabel = body.getAttribute("data-copied");
  if (copyLabel) {
    document.querySelectorAll(".wb-article .wb-code > pre").forEach(function (pre) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "wb-copy";
      button.textContent = copyLabel;
      // In the code's own corner: a file tab above it may wrap to two lines on a phone.
      var corner = document.createElement("div");
      corner.className = "wb-pre";
      pre.parentNode.insertBefore(corner, pre);
      corner.appendChild(button);
      corner.appendChild(pre);
      button.addEventListener("click", function () {
        // The "your code goes here" labels are for the reader, not the code.
        var copy = pre.cloneNode(true);
        copy.querySelectorAll(".wb-starter-label").forEach(function (label) { label.remove(); });
        copyText(copy.textContent).then(function () {
          button.textContent = copiedLabel;
          announce(copiedLabel);
          window.setTimeout(function () { button.textContent = copyLabel; }, 2000);
        }, function () {});
      });
    });
  }

  // Self-check quizzes: "Check" says whether the chosen answer is right and
  // shows why, from the explanations the page holds in the quiz's fold
  // (without this script the fold is the answer, and "Check" stays hidden).
  document.querySelectorAll("form.wb-quiz").forEach(function (form) {
    var button = form.querySelector(".wb-quiz-check");
    var result = form.querySelector(".wb-quiz-result");
    var answers = form.querySelector(".wb-quiz-answers");
    var reasons = form.querySelectorAll(".wb-quiz-why > li");
    var options = form.querySelectorAll(".wb-quiz-option");
    if (!button || !result || !answers || reasons.length !== options.length) return;
    button.hidden = false;
    button.disabled = false;
    answers.hidden = true;
    function line(text, className) {
      var p = document.createElement("p");
      var strong = document.createElement("strong");
      strong.textContent = text;
      if (className) strong.className = className;
      p.appendChild(strong);
      return p;
    }
    function explanation(index) {
      var why = reasons[index].querySelector(".wb-quiz-explanation");
      var copy = why ? why.cloneNode(true) : document.createElement("div");
      copy.querySelectorAll("[id]").forEach(function (node) { node.removeAttribute("id"); });
      return copy;
    }
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var chosen = form.querySelector("input[type=radio]:checked");
      var parts = [];
      var verdict = "";
      if (!chosen) {
        parts.push(line(form.getAttribute("data-choose")));
      } else {
        var index = Array.prototype.indexOf.call(options, chosen.closest(".wb-quiz-option"));
        var right = Array.prototype.findIndex.call(options, function (o) { return o.classList.contains("wb-quiz-key"); });
        verdict = index === right ? "wb-quiz-yes" : "wb-quiz-no";
        parts.push(line(form.getAttribute(index === right ? "data-right" : "data-wrong"), "wb-quiz-said"));
        parts.push(explanation(index));
        if (index !== right) {
          var answer = line(form.getAttribute("data-answer") + " ");
          var label = options[right].querySelector("label").cloneNode(true);
          label.removeAttribute("for");
          label.removeAttribute("data-key");
          var text = document.createElement("span");
          while (label.firstChild) text.appendChild(label.firstChild);
          answer.appendChild(text);
          parts.push(answer);
          parts.push(explanation(right));
        }
        answers.hidden = false;
      }
      // Emptied first and filled a moment later, so a second check with the
      // same answer is announced again.
      result.textContent = "";
      result.className = "wb-quiz-result";
      window.setTimeout(function () {
        if (verdict) result.classList.add(verdict);
        parts.forEach(function (part) { result.appendChild(part); });
      }, 50);
    });
    form.addEventListener("change", function () {
      result.textContent = "";
      result.className = "wb-quiz-result";
    });
  });

  // Print every hint and diagram description (solutions stay folded: the
  // style sheet keeps them off paper), then fold them again.
  var opened = [];
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll(".wb-article details:not([open]):not(.wb-solution):not(.wb-quiz-answers)").forEach(function (d) {
      d.setAttribute("open", ""); opened.push(d);
    });
  });
  window.addEventListener("afterprint", function () {
    opened.forEach(function (d) { d.removeAttribute("open"); });
    opened = [];
  });
})();
