// Applies the theme before first paint (the CSP allows no inline script): the operator's saved
// choice, else the system's colour scheme.
(function () {
  var theme = "light";
  try {
    var saved = localStorage.getItem("lotusConsoleTheme");
    if (saved === "light" || saved === "dark") theme = saved;
    else if (window.matchMedia("(prefers-color-scheme: dark)").matches) theme = "dark";
    var lang = localStorage.getItem("lotusConsoleLang");
    if (lang) document.documentElement.lang = lang;
  } catch {
    theme = "light";
  }
  document.documentElement.dataset.theme = theme;
})();
