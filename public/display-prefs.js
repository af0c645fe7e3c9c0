// Applies the visitor's text size and contrast (src/web/lib/displayPrefs.ts) before the first
// paint, so a page never flashes at the default size. A file, not inline: the CSP allows only
// scripts from this site. Keep the keys and limits in step with displayPrefs.ts.
(function () {
  try {
    var root = document.documentElement;
    var size = Number(localStorage.getItem('jtdc.textSize'));
    if (Number.isInteger(size) && size >= -1 && size <= 4 && size !== 0)
      root.setAttribute('data-text-size', String(size));
    if (localStorage.getItem('jtdc.contrast') === 'high')
      root.setAttribute('data-contrast', 'high');
  } catch (e) {
    // storage blocked: the defaults stay
  }
})();
