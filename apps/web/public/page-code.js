// Fetches the page's code once the prerendered page has been painted (docs/decisions/0019): the
// reader gets the text first, and the code that makes it interactive does not compete with it.
// The server's page names the files: data-entry (the module to run) and data-preload (the modules
// it and the screen import, fetched beside it). A classic script, so that it knows its own tag.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function load() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the next frame is painted. A tab opened in the background paints no frame until it is
  // shown: there the code is fetched at once.
  if (document.visibilityState === 'hidden') {
    load();
  } else {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
})();
