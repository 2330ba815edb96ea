(function () {
  "use strict";
  var root = document.documentElement;
  var body = document.body;

  var menu = document.querySelector(".wb-menu");
  if (menu) {
    menu.addEventListener("click", function () {
      var open = body.classList.toggle("wb-nav-open");
      menu.setAttribute("aria-expanded", open ? "true" : "false");
    });
  }

  function closeMenu() {
    if (!body.classList.contains("wb-nav-open")) return;
    body.classList.remove("wb-nav-open");
    if (menu) menu.setAttribute("aria-expanded", "false");
  }

  function currentTheme() {
    var chosen = root.getAttribute("data-theme");
    if (chosen) return chosen;
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  document.querySelectorAll(".wb-theme").forEach(function (button) {
    button.addEventListener("click", function () {
      var next = currentTheme() === "dark" ? "light" : "dark";
      root.setAttribute("data-theme", next);
      try { localStorage.setItem("wb-theme", next); } catch (e) {}
    });
  });

  // The language switcher keeps the reader's place: heading ids are the same in every language.
  document.querySelectorAll(".wb-langs a").forEach(function (link) {
    link.addEventListener("click", function () {
      if (location.hash) link.setAttribute("href", link.getAttribute("href").split("#")[0] + location.hash);
    });
  });
  document.addEventListener("click", function (event) {
    document.querySelectorAll(".wb-langs[open]").forEach(function (details) {
      if (!details.contains(event.target)) details.removeAttribute("open");
    });
  });

  function typing(target) {
    if (!target) return false;
    var name = target.tagName;
    return name === "INPUT" || name === "TEXTAREA" || name === "SELECT" || target.isContentEditable;
  }
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      closeMenu();
      document.querySelectorAll(".wb-langs[open]").forEach(function (d) { d.removeAttribute("open"); });
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || typing(event.target)) return;
    var rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
    if (!rel) return;
    var link = document.querySelector('.wb-pager a[rel="' + rel + '"]');
    if (link) { event.preventDefault(); location.href = link.href; }
  });

  document.querySelectorAll(".wb-sidebar a").forEach(function (link) {
    link.addEventListener("click", closeMenu);
  });

  // Print every hint and solution, then fold them again.
  var opened = [];
  window.addEventListener("beforeprint", function () {
    document.querySelectorAll(".wb-article details:not([open])").forEach(function (d) {
      d.setAttribute("open", ""); opened.push(d);
    });
  });
  window.addEventListener("afterprint", function () {
    opened.forEach(function (d) { d.removeAttribute("open"); });
    opened = [];
  });
})();
