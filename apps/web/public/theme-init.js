// Applies the saved theme before first paint so the page never flashes the wrong colours.
(function () {
  try {
    var saved = localStorage.getItem("lotusTheme");
    var theme = saved === "light" || saved === "dark" ? saved : "dark";
    document.documentElement.dataset.theme = theme;
    var lang = localStorage.getItem("hisLang");
    if (lang) document.documentElement.lang = lang;
  } catch (e) {
    document.documentElement.dataset.theme = "dark";
  }
})();
