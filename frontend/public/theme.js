// Puts the page in the manager's theme before its first paint, so that a dark page never flashes light:
// a plain script that <head> waits for (the Content-Security-Policy runs no inline script). The app then
// keeps the theme up to date (src/lib/theme.ts, whose storage key and query this repeats).
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('sfl-theme');
  } catch {
    // Storage refused: the system decides.
  }
  var dark =
    choice === 'dark' || (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
