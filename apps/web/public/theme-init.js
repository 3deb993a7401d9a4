// Applies the stored or system theme before the first paint, so a dark page never flashes white,
// and on a Hindi page starts the Devanagari font download at once (its address is in a meta tag
// the build writes; the stylesheet would ask for it only once Hindi text is laid out).
// On a page whose first view the server rendered, it also starts the app once the page has painted.
(function () {
  try {
    var stored = localStorage.getItem('theme');
    // The back office starts light until the admin chooses (theme.tsx, initialTheme).
    var path = location.pathname;
    var admin = path === '/admin' || path.indexOf('/admin/') === 0;
    var dark = stored === 'dark' || (!stored && !admin && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    var locale = localStorage.getItem('locale');
    if (locale) document.documentElement.lang = locale;
    var devanagari = document.querySelector('meta[name="font-devanagari"]');
    if (locale === 'hi' && devanagari) {
      var preload = document.createElement('link');
      preload.rel = 'preload';
      preload.as = 'font';
      preload.type = 'font/woff2';
      preload.crossOrigin = 'anonymous';
      preload.href = devanagari.content;
      document.head.appendChild(preload);
    }
  } catch {
    // storage unavailable: the app applies the theme itself
  }
})();

// A server-rendered page names its app scripts in <meta name="app-scripts"> (entry first, then the
// modules it imports) instead of loading them from the head: they start after the first contentful
// paint, so the markup, stylesheet, font and pictures have the network to themselves until then.
// A page that never paints (a background tab) starts them after 3 s all the same.
(function () {
  var started = false;
  function start() {
    var meta = document.querySelector('meta[name="app-scripts"]');
    if (started || !meta) return;
    started = true;
    var urls = meta.getAttribute('content').split(' ');
    for (var i = 1; i < urls.length; i++) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = urls[i];
      document.head.appendChild(preload);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = urls[0];
    document.head.appendChild(entry);
  }
  function afterPaint() {
    setTimeout(start, 0);
  }
  document.addEventListener('DOMContentLoaded', function () {
    if (!document.querySelector('meta[name="app-scripts"]')) return;
    var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!paints || paints.indexOf('paint') < 0 || performance.getEntriesByName('first-contentful-paint').length) {
      afterPaint();
      return;
    }
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  });
})();

// Taps on the header's toggles before the app starts, for it to act on (lib/hydration.ts).
(function () {
  var taps = (window.__trailsTaps = []);
  document.addEventListener(
    'click',
    function (event) {
      if (window.__trailsAppStarted) return;
      var target = event.target && event.target.closest ? event.target.closest('[data-tap-before-app]') : null;
      if (target) taps.push(target.getAttribute('data-tap-before-app'));
    },
    true,
  );
})();
