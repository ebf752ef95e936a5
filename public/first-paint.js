// Runs before the first paint (index.html's head): of the prerendered first screens (the example
// table, the lessons list) it shows the one the app is about to show, none for a saved table or
// a link; and a device set to light gets the light theme from the first frame, as the app would
// give it. Plain script, no modules: it must run before anything is drawn.
//
// With a prerendered first screen, the app's code (meta app-modules, entry first) is requested
// once that screen is painted: requested at once, on a fast connection it ran before the first
// paint, which then waited for React, and the screen was drawn twice.
(function () {
  var html = document.documentElement;
  // The lessons list is the same for everyone; the example table only for a first visit.
  var screen = location.hash === '#lessons' ? 'lessons' : location.hash.length > 1 ? '' : 'table';
  var saved = false;
  var theme = 'system';
  try {
    var index = localStorage.getItem('table-sense');
    if (index !== null) {
      saved = true;
      theme = (JSON.parse(index).prefs || {}).theme || 'system';
    }
  } catch {
    // no storage, or an index the app will say it cannot read: as on a first visit
  }
  if (screen === 'table' && saved) screen = '';
  // The prerendered screens are English: a device about to show another language is shown none
  // (the app draws its first screen once that language's words are in). The language is chosen as
  // src/i18n/locales.ts chooses it: ?lang=, else the device's choice, else the browser's languages.
  var LANGUAGES = [
    'en',
    'de',
    'fr',
    'it',
    'es',
    'pt-BR',
    'ja',
    'ko',
    'ru',
    'zh-Hans',
    'zh-Hant',
    'pseudo',
  ];
  var PRIMARY = ['en', 'de', 'fr', 'it', 'es', 'pt', 'ja', 'ko', 'ru', 'zh'];
  var lang = (/[?&]lang=([^&#]*)/.exec(location.search) || [])[1];
  if (LANGUAGES.indexOf(lang) < 0) {
    try {
      lang = localStorage.getItem('table-sense:language');
    } catch {
      lang = null;
    }
  }
  if (LANGUAGES.indexOf(lang) < 0) {
    lang = 'en';
    var tags = navigator.languages || [navigator.language || ''];
    for (var t = 0; t < tags.length; t++) {
      var primary = String(tags[t]).split(/[-_]/)[0].toLowerCase();
      if (PRIMARY.indexOf(primary) >= 0) {
        lang = primary;
        break;
      }
    }
  }
  if (lang !== 'en') screen = '';
  var other = screen === '';
  if (screen) html.setAttribute('data-first-screen', screen);
  var light =
    theme === 'light' ||
    (theme !== 'dark' &&
      !!window.matchMedia &&
      !matchMedia('(prefers-color-scheme: dark)').matches);
  if (light) {
    html.classList.remove('dark');
    html.classList.add('light');
  }
  var started = false;
  function start() {
    var list = document.querySelector('meta[name="app-modules"]');
    if (started || !list) return;
    started = true;
    var modules = list.content.split(' ');
    // A shared table's link: the code that opens it too, at once (meta link-modules).
    var link = document.querySelector('meta[name="link-modules"]');
    var linked = /^#t\d+\./.test(location.hash);
    if (linked && link && link.content) modules = modules.concat(link.content.split(' '));
    // A table saved on this device (and no link to open instead): the code that reads it, at
    // once (meta saved-modules), not once the entry has asked for it.
    var reader = document.querySelector('meta[name="saved-modules"]');
    if (saved && !linked && reader && reader.content)
      modules = modules.concat(reader.content.split(' '));
    // The catalogs the first render waits for in the language chosen above (meta
    // catalog-modules), beside the entry, not a round trip after it: another language's shell,
    // and for a shared table's link also the table's and the engine's words (its notice and
    // first picture word them); a saved table's chart paints without those.
    var catalogs = document.querySelector('meta[name="catalog-modules"]');
    if (catalogs && (linked || location.hash.length <= 1)) {
      var byLanguage = catalogs.content.split(';');
      for (var c = 0; c < byLanguage.length; c++) {
        var files = byLanguage[c].split(' ');
        if (files[0] !== lang) continue;
        for (var f = 1; f < files.length; f++)
          if (linked || files[f].indexOf('.shell-') >= 0) modules.push(files[f]);
      }
    }
    for (var i = 1; i < modules.length; i++) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = modules[i];
      document.head.appendChild(preload);
    }
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = modules[0];
    document.head.appendChild(app);
  }
  // After the first screen's paint is recorded: replaced sooner, its largest text was dropped as
  // the page's largest paint and React's copy of it counted instead. A hidden first screen (or a
  // tab in the background, which paints nothing) has nothing to wait for.
  if (other || document.visibilityState === 'hidden' || !window.PerformanceObserver) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
    return;
  }
  try {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint' });
  } catch {
    // no paint timing: the timer below starts it
  }
  setTimeout(start, 1000);
})();
