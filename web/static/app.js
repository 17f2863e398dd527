// Agora's game pages: the board viewer (zoom and pan, at full resolution), stepping through the
// history with the arrow keys and a slider, and times in the reader's own time zone. The pages
// work without it: the board is then an image that links to itself at full size.
"use strict";

(function () {
  function localTimes() {
    var lang = document.documentElement.lang || "en";
    var format;
    try {
      format = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
    } catch (e) {
      return;
    }
    document.querySelectorAll("time[datetime]").forEach(function (el) {
      var when = new Date(el.getAttribute("datetime"));
      if (!isNaN(when.getTime())) {
        el.title = el.textContent;
        el.textContent = format.format(when);
      }
    });
  }

  function history() {
    var nav = document.querySelector("nav.history");
    if (!nav) return;
    var base = nav.getAttribute("data-base");
    document.addEventListener("keydown", function (event) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.target.closest("input, textarea, select")) return;
      var rel = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[event.key];
      var link = rel && nav.querySelector('a[rel="' + rel + '"]');
      if (link) {
        event.preventDefault();
        window.location.href = link.href;
      }
    });
    var scrub = nav.querySelector("input.scrub");
    if (scrub) {
      scrub.hidden = false;
      scrub.addEventListener("change", function () {
        window.location.href = base + "/" + scrub.value;
      });
    }
  }

  function viewer(root) {
    var port = root.querySelector(".viewport");
    var img = port.querySelector("img");
    var link = port.querySelector("a.full");
    var tools = root.querySelector(".tools");
    var scale = 1, fit = 1, x = 0, y = 0;
    var pointers = new Map();
    var pinch = null;

    function clamp() {
      var w = img.naturalWidth * scale, h = img.naturalHeight * scale;
      var pw = port.clientWidth, ph = port.clientHeight;
      x = w <= pw ? (pw - w) / 2 : Math.min(0, Math.max(pw - w, x));
      y = h <= ph ? (ph - h) / 2 : Math.min(0, Math.max(ph - h, y));
    }
    function draw() {
      // Zoomed in, the window grows (up to most of the screen) so there is more map to see.
      var tall = Math.max(240, Math.round(window.innerHeight * 0.8));
      var height = Math.min(tall, Math.max(img.naturalHeight * fit, img.naturalHeight * scale));
      port.style.height = Math.round(height) + "px";
      clamp();
      img.style.transform = "translate(" + x + "px," + y + "px) scale(" + scale + ")";
    }
    function zoomAt(factor, cx, cy) {
      var next = Math.min(Math.max(scale * factor, fit), Math.max(fit, 3));
      x = cx - (cx - x) * (next / scale);
      y = cy - (cy - y) * (next / scale);
      scale = next;
      draw();
    }
    function layout() {
      var width = port.clientWidth || root.clientWidth;
      var tall = Math.max(240, Math.round(window.innerHeight * 0.8));
      fit = Math.min(1, width / img.naturalWidth, tall / img.naturalHeight);
      if (scale < fit || !root.dataset.zoomed) scale = fit;
      draw();
    }
    function start() {
      if (!img.naturalWidth) return;
      // A wide board (Civilization's map) takes the page's whole width, the rest goes below it.
      var layoutBox = root.closest(".layout");
      if (layoutBox && img.naturalWidth > 1.25 * img.naturalHeight) layoutBox.classList.add("wide");
      root.classList.add("live");
      tools.hidden = false;
      layout();
      window.addEventListener("resize", layout);
    }
    link.addEventListener("click", function (event) { event.preventDefault(); });
    port.addEventListener("wheel", function (event) {
      event.preventDefault();
      var box = port.getBoundingClientRect();
      root.dataset.zoomed = "1";
      zoomAt(event.deltaY < 0 ? 1.2 : 1 / 1.2, event.clientX - box.left, event.clientY - box.top);
    }, { passive: false });
    port.addEventListener("pointerdown", function (event) {
      port.setPointerCapture(event.pointerId);
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      port.classList.add("dragging");
    });
    port.addEventListener("pointermove", function (event) {
      var last = pointers.get(event.pointerId);
      if (!last) return;
      var now = { x: event.clientX, y: event.clientY };
      pointers.set(event.pointerId, now);
      if (pointers.size === 2) {
        var pts = Array.from(pointers.values());
        var dist = Math.hypot(pts[0].x - pts[1].x, pts[0].y - pts[1].y);
        var box = port.getBoundingClientRect();
        if (pinch) {
          root.dataset.zoomed = "1";
          zoomAt(dist / pinch, (pts[0].x + pts[1].x) / 2 - box.left, (pts[0].y + pts[1].y) / 2 - box.top);
        }
        pinch = dist;
        return;
      }
      x += now.x - last.x;
      y += now.y - last.y;
      draw();
    });
    function up(event) {
      pointers.delete(event.pointerId);
      pinch = null;
      if (!pointers.size) port.classList.remove("dragging");
    }
    port.addEventListener("pointerup", up);
    port.addEventListener("pointercancel", up);
    tools.addEventListener("click", function (event) {
      var button = event.target.closest("button[data-zoom]");
      if (!button) return;
      var what = button.getAttribute("data-zoom");
      var cx = port.clientWidth / 2, cy = port.clientHeight / 2;
      root.dataset.zoomed = "1";
      if (what === "in") zoomAt(1.5, cx, cy);
      else if (what === "out") zoomAt(1 / 1.5, cx, cy);
      else if (what === "fit") { delete root.dataset.zoomed; scale = fit; draw(); }
      else if (what === "full") zoomAt(1 / scale, cx, cy);
    });
    if (img.complete) start(); else img.addEventListener("load", start);
  }

  document.addEventListener("DOMContentLoaded", function () {
    localTimes();
    history();
    document.querySelectorAll(".viewer").forEach(viewer);
  });
})();
