// The shell's first script: it starts main.js once the server's HTML is on screen.
// main.js is fetched from the start (a preload hint beside this script), but only
// evaluated after the page's largest paint: compiling and hydrating would otherwise
// hold the main thread while the hero image waits to be drawn.
//
// "On screen" is the first contentful paint plus every high-priority image of the
// page in the viewport (the hero, which the remotes mark fetchpriority="high") either
// reported as a largest-contentful-paint entry or, once loaded, smaller than a larger
// element already reported (it can then never be the largest paint). The wait is
// capped at CAP_MS after the first paint. Without server HTML (an empty #root) there is
// nothing to wait for; a tab opened in the background paints only when shown, so it
// starts once loaded.
/* global document, innerWidth, innerHeight, addEventListener -- a browser script, outside the apps' lint settings */
(function () {
  var CAP_MS = 1000;
  var script = document.currentScript;
  // main.js and the files split from it, each evaluated in a task of its own
  var files = ((script && script.getAttribute('data-main')) || '').split(' ').filter(Boolean);
  if (files.length === 0) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    files.forEach(function (file) {
      var element = document.createElement('script');
      element.src = file;
      element.async = false; // in their order, as the HTML named them
      document.head.appendChild(element);
    });
  }
  var root = document.getElementById('root');
  var types = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  if (!root || !root.firstElementChild || types.indexOf('paint') < 0 || types.indexOf('largest-contentful-paint') < 0) return start();

  function visibleArea(element) {
    var box = element.getBoundingClientRect();
    var width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
    var height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
    return width > 0 && height > 0 ? width * height : 0;
  }
  var waiting = Array.prototype.filter.call(root.querySelectorAll('img[fetchpriority="high"]'), function (img) {
    return img.loading !== 'lazy' && visibleArea(img) > 0;
  });
  var painted = false;
  var largest = 0;
  var reported = [];

  function check() {
    if (!painted) return;
    waiting = waiting.filter(function (img) {
      if (reported.indexOf(img) >= 0) return false;
      if (!img.complete) return true;
      return img.naturalWidth > 0 && largest < visibleArea(img);
    });
    if (waiting.length === 0) start();
  }
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length === 0 || painted) return;
    painted = true;
    setTimeout(start, CAP_MS);
    check();
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      largest = Math.max(largest, entry.size);
      if (entry.element) reported.push(entry.element);
    });
    check();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  waiting.forEach(function (img) {
    img.addEventListener('load', check);
    img.addEventListener('error', check);
  });
  addEventListener('load', function () {
    if (document.visibilityState !== 'visible') start();
  });
})();
