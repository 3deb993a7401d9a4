// Applies the stored or system theme before the first paint, so a dark page never flashes white.
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var dark = stored === 'dark' || (!stored && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    var locale = localStorage.getItem('locale');
    if (locale) document.documentElement.lang = locale;
  } catch {
    // storage unavailable: the app applies the theme itself
  }
})();
