// Runs in the <head> before the first paint, from a file: the CSP allows only scripts from this
// site.
// 1. Applies the visitor's text size and contrast (src/web/lib/displayPrefs.ts), so a page never
//    flashes at the default size. Keep the keys and limits in step with displayPrefs.ts. Marks a
//    browser set to large text (`data-large-font`), which reflows as the site's A+ does.
// 2. A visitor who chose Hindi with the language switch gets `/` in Hindi (src/web/i18n, the
//    same key), before anything is drawn.
// 3. On a page the server rendered, starts the app's code once the page is drawn (ADR 210): the
//    server lists it in <script type="application/json" id="app-code"> instead of loading it.
//    `start` looks for that list only once the page is parsed: a paint comes after it. On an
//    island page the list names the island script instead (ADR 363), which loads the app later.
// 4. Following the language switch (a header link with `hreflang`) remembers the choice, as
//    LangSwitch does, on every page from the first paint: the island script or the app may not
//    have come yet when the visitor taps it (ADR 387).
// 5. On an island page, a tap on a button or a form sent before the island script has come is
//    held for it (`__jtdcHeld`), so it is neither lost nor sent by the browser itself (a login
//    form's password in an address): the island script answers it as it starts (ADR 391).
// 6. A Hindi page is first shown in its Devanagari face (ADR 392): drawn in a fallback first,
//    its lines wrapped otherwise and the page moved as the face came (styles/fonts.css; the server
//    preloads it). The page is laid out but hidden (`data-fonts-wait`, global.css) until the face
//    has loaded, at most 3 s (as `font-display: block` would wait for its text alone).
(function () {
  try {
    var root = document.documentElement;
    // the browser's own text size set large (150% or more): the reflow rules of the site's A+
    // (global.css) apply too, read before any size of the site's is set
    if (parseFloat(getComputedStyle(root).fontSize) >= 24) root.setAttribute('data-large-font', '');
    var size = Number(localStorage.getItem('jtdc.textSize'));
    if (Number.isInteger(size) && size >= -1 && size <= 4 && size !== 0)
      root.setAttribute('data-text-size', String(size));
    if (localStorage.getItem('jtdc.contrast') === 'high')
      root.setAttribute('data-contrast', 'high');
    if (location.pathname === '/' && localStorage.getItem('jtdc.lang') === 'hi') {
      location.replace('/hi/' + location.search + location.hash);
      return;
    }
  } catch (e) {
    // storage blocked: the defaults stay
  }

  document.addEventListener(
    'click',
    function (e) {
      var a = e.target && e.target.closest ? e.target.closest('header a[hreflang]') : null;
      var lang = a && a.getAttribute('hreflang');
      if (lang !== 'hi' && lang !== 'en') return;
      try {
        localStorage.setItem('jtdc.lang', lang);
      } catch (err) {
        // storage blocked: the choice is not remembered
      }
    },
    true,
  );

  if (document.documentElement.lang === 'hi' && document.fonts && window.requestAnimationFrame) {
    var html = document.documentElement;
    var shown = false;
    var show = function () {
      if (shown) return;
      shown = true;
      html.removeAttribute('data-fonts-wait');
    };
    html.setAttribute('data-fonts-wait', '');
    setTimeout(show, 3000);
    // at the first frame the stylesheets, render-blocking, have been read: their faces are known
    requestAnimationFrame(function () {
      var face = null;
      document.fonts.forEach(function (f) {
        if (f.family.replace(/["']/g, '') === 'JTDC Devanagari') face = f;
      });
      if (face) face.load().then(show, show);
      else show();
    });
  }

  window.__jtdcHeld = [];
  function hold(e) {
    if (window.__jtdcIslands) return;
    var list = document.getElementById('app-code');
    var root = document.getElementById('root');
    var t = e.target;
    if (!list || list.textContent.indexOf('"islands"') < 0) return;
    if (!root || !t || !t.closest || !root.contains(t)) return;
    var el = e.type === 'submit' ? t : t.closest('button, [role="button"], summary');
    if (!el || (e.type === 'click' && el.closest('a[href]'))) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    window.__jtdcHeld.push({ el: el, submitter: e.submitter || null });
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);

  var started = false;
  function start() {
    var list = document.getElementById('app-code');
    if (started || !list) return;
    started = true;
    var code = JSON.parse(list.textContent || '{}');
    var add = function (el) {
      el.crossOrigin = '';
      document.head.appendChild(el);
    };
    // an island page (ADR 363): only its small script; it loads the app when a visitor acts
    if (code.islands) {
      var islands = document.createElement('script');
      islands.type = 'module';
      islands.src = code.islands;
      add(islands);
      return;
    }
    (code.preload || []).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = code.entry;
    add(script);
  }
  // after the first contentful paint (paint timing); where that is not reported, the frame after
  // the first one; a tab opened in the background draws nothing, so a timer starts it there
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (entries, observer) {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    document.addEventListener('DOMContentLoaded', function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  setTimeout(start, 3000);
})();
