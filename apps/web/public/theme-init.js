// Applies the stored or system theme before the first paint, so a dark page never flashes white,
// and on a Hindi page starts the Devanagari font download at once (its address is in a meta tag
// the build writes; the stylesheet would ask for it only once Hindi text is laid out).
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var dark = stored === 'dark' || (!stored && window.matchMedia('(prefers-color-scheme: dark)').matches);
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
