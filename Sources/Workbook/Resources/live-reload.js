// Live reload for `workbook watch`'s preview (never part of the published
// site). Pages open from file://, so there is no server to ask: the page
// loads `reload-stamp.js` again every tenth of a second; that script calls
// `workbookPreviewStamp` with the number of the last build. When the number
// changes, the page remembers where the reader was and reloads.
(function () {
  "use strict";
  var script = document.currentScript;
  var base = script ? script.src.replace(/live-reload\.js(\?.*)?$/, "") : "";
  var key = "workbook-preview-scroll:" + location.pathname;
  var first = null;

  try {
    var saved = sessionStorage.getItem(key);
    if (saved !== null) {
      sessionStorage.removeItem(key);
      var position = JSON.parse(saved);
      window.addEventListener("load", function () {
        window.scrollTo(position.x, position.y);
      });
    }
  } catch (error) {
    // Storage may be off for file:// pages; the reload still works.
  }

  window.workbookPreviewStamp = function (stamp) {
    if (first === null) {
      first = stamp;
    } else if (stamp !== first) {
      try {
        sessionStorage.setItem(key, JSON.stringify({ x: window.scrollX, y: window.scrollY }));
      } catch (error) {
        // Reload at the top rather than not at all.
      }
      location.reload();
    }
  };

  function poll() {
    var next = document.createElement("script");
    next.src = base + "reload-stamp.js?" + Date.now();
    next.onload = next.onerror = function () {
      next.remove();
      setTimeout(poll, 100);
    };
    document.head.appendChild(next);
  }
  poll();
})();
