// The page shell: downloads and compiles azul.wasm with a progress bar, starts azul.js (the
// Emscripten build of the game), hides the loading screen when the first frame is drawn, and
// shows a readable message when anything goes wrong: a failed download, a browser without
// WebAssembly or WebGL 2, a crash in the game, a lost WebGL context. Every URL is relative to
// the page, so the built folder works from any static host and any sub-path. The start's
// steps are marked for the benchmarks (performance marks azul:wasm-compiled,
// azul:runtime-ready and azul:first-frame).
//
// It also registers the service worker (sw.js) for offline play and offers a new deploy with
// "A new version is ready" and a Reload button, never switching without the player's say.
//
// Hooks for tests: Module.azulFrameCount() (frames drawn so far), Module.azulProbe() (what the
// last frame showed, see src/ui/widget_probe.h) and Module.azulWake(frames) (draw at least that
// many frames from now: the page draws only when something changes, src/ui/frame_demand.h).
(function () {
  'use strict';

  var WASM_URL = 'azul.wasm';
  var SCRIPT_URL = 'azul.js';
  var BYTES_PER_MB = 1024 * 1024;

  // The shell's words in the language the game will speak: the language chosen in the game
  // (its setting), else the browser's first one that the game speaks (shell-texts.js, written
  // by the build from po/: window.azulShellTexts[code][english] = translation), else English.
  var LANGUAGE_SETTING = 'azul-pavilion.language';
  var pageLanguage = 'en';
  // The game's code for a browser's language tag, as the game reads it (src/ui/i18n/languages.h:
  // language_for): its primary subtag, except that Traditional Chinese (zh-TW, zh-HK, zh-MO,
  // zh-Hant, and a bare zh after one of them) is not the Simplified Chinese catalog's (null).
  var traditionalChinese = false;
  function catalogCode(tag) {
    var subtags = String(tag).split(/[.@]/)[0].toLowerCase().split(/[-_]/);
    if (subtags[0] !== 'zh') return subtags[0];
    var hans = subtags.indexOf('hans');
    var hant = subtags.indexOf('hant');
    var traditional = hans >= 0 || hant >= 0 ? hant >= 0 && (hans < 0 || hant < hans)
      : subtags.some(function (subtag) { return subtag === 'tw' || subtag === 'hk' || subtag === 'mo'; });
    if (traditional) traditionalChinese = true;
    return traditional || (traditionalChinese && subtags.length === 1) ? null : 'zh';
  }
  var texts = (function () {
    var all = window.azulShellTexts || {};
    var wanted = [];
    try {
      var chosen = localStorage.getItem(LANGUAGE_SETTING);
      if (chosen) wanted.push(chosen);
    } catch (error) {
      // storage blocked: the browser's languages decide
    }
    wanted = wanted.concat(navigator.languages && navigator.languages.length ? navigator.languages
                                                                             : [navigator.language || 'en']);
    for (var i = 0; i < wanted.length; ++i) {
      var code = catalogCode(wanted[i]);
      if (code === 'en') break;
      if (all[code]) {
        document.documentElement.lang = code;
        pageLanguage = code;
        return all[code];
      }
    }
    return {};
  })();

  // The game's words in that language (lang/<code>.txt, written by the build from po/), loaded
  // beside the wasm so that the first frame speaks it; the game loads another language's when
  // it is chosen (web/glue.js: azul_glue_translations). Without them the game starts in
  // English and asks again.
  // window.azulTranslations[code] holds a language's text once loaded, a promise while it loads.
  window.azulTranslations = {};
  window.azulLoadTranslations = function (code) {
    var loaded = window.azulTranslations;
    if (!loaded[code]) {
      loaded[code] = fetch('lang/' + code + '.txt')
        .then(function (response) { return response.ok ? response.text() : null; })
        .catch(function () { return null; })
        .then(function (text) {
          if (text === null) delete loaded[code];  // asked again at the next choice
          else loaded[code] = text;
        });
    }
    return Promise.resolve(loaded[code]);
  };
  // A language in another script has fonts of its own (fonts/<code>.otf and <code>-bold.otf,
  // cut by the build to its catalog's characters; shell-texts.js lists those languages), loaded
  // like its translations: when it is shown, and at once for the page's language.
  // window.azulFonts[code] holds {regular, bold} (Uint8Array) once loaded, a promise meanwhile.
  window.azulFonts = {};
  window.azulLoadFonts = function (code) {
    var loaded = window.azulFonts;
    if (!loaded[code]) {
      var get = function (name) {
        return fetch('fonts/' + name).then(function (response) {
          if (!response.ok) throw new Error('HTTP ' + response.status);
          return response.arrayBuffer();
        });
      };
      loaded[code] = Promise.all([get(code + '.otf'), get(code + '-bold.otf')]).then(
        function (files) {
          loaded[code] = { regular: new Uint8Array(files[0]), bold: new Uint8Array(files[1]) };
          keepOffline(['fonts/' + code + '.otf', 'fonts/' + code + '-bold.otf']);
        },
        function () { delete loaded[code]; });  // asked again at the next choice
    }
    return Promise.resolve(loaded[code]);
  };
  var ownFonts = (window.azulScriptFonts || []).indexOf(pageLanguage) >= 0;
  var translationsLoaded = pageLanguage === 'en' || pageLanguage === 'pseudo'
    ? Promise.resolve()
    : Promise.all([window.azulLoadTranslations(pageLanguage),
                   ownFonts ? window.azulLoadFonts(pageLanguage) : null]);

  // `text` in the page's language, its places {1}, {2}... filled with the other arguments.
  function t(text) {
    var out = texts[text] || text;
    for (var i = 1; i < arguments.length; ++i) out = out.split('{' + i + '}').join(String(arguments[i]));
    return out;
  }

  var canvas = document.getElementById('canvas');
  var loading = document.getElementById('loading');
  var progress = document.getElementById('loading-progress');
  var status = document.getElementById('loading-status');
  var errorOverlay = document.getElementById('error');
  var errorMessage = document.getElementById('error-message');
  var contextLost = document.getElementById('context-lost');
  var failed = false;
  var runtimeReady = false;

  Array.prototype.forEach.call(document.querySelectorAll('button.reload'), function (button) {
    button.textContent = t('Reload');
    button.addEventListener('click', function () { location.reload(); });
  });
  [['loading-status', t('Loading…')],
   ['error-title', t('The game could not continue')],
   ['error-hint', t('Reloading the page usually helps. The game needs a browser with WebAssembly and WebGL 2.')],
   ['context-lost-title', t('The display was reset')],
   ['context-lost-text', t('The browser took away the game’s graphics (WebGL) context, for example after a graphics driver reset or because too many pages use 3D graphics.')],
   ['update-text', t('A new version is ready.')],
   ['update-reload', t('Reload')],
   ['update-later', t('Later')]].forEach(function (pair) {
    document.getElementById(pair[0]).textContent = pair[1];
  });
  canvas.setAttribute('aria-label', t('Azul game board'));
  // TRANSLATORS: the name of the page's part that describes the game to screen readers.
  document.getElementById('reader').setAttribute('aria-label', t('The game, for screen readers'));
  // TRANSLATORS: the name of the page's live log of moves and scores (screen readers).
  document.getElementById('reader-log').setAttribute('aria-label', t('What happened'));

  function describe(error) {
    if (error && error.message) return error.message;
    return String(error);
  }

  function showError(message) {
    if (failed) return;
    failed = true;
    loading.hidden = true;
    errorMessage.textContent = message;
    errorOverlay.hidden = false;
  }

  function setStatus(text, fraction) {
    status.textContent = text;
    if (fraction === undefined) progress.removeAttribute('value');
    else progress.value = fraction;
  }

  function megabytes(bytes) {
    return (bytes / BYTES_PER_MB).toFixed(1);
  }

  function reportDownload(received, total) {
    if (total > 0) {
      var fraction = Math.min(received / total, 1);
      setStatus(t('Downloading the game… {1}% ({2} of {3} MB)', Math.round(fraction * 100),
                  megabytes(Math.min(received, total)), megabytes(total)), fraction);
    } else {
      setStatus(t('Downloading the game… {1} MB', megabytes(received)));
    }
  }

  // Downloads and compiles the wasm binary at once, compiling as the bytes arrive (azul.js,
  // which brings the imports to instantiate it with, downloads meanwhile), and reports the
  // download's progress. The response is passed on with the wasm type whatever the static host
  // said, which streaming compilation requires.
  function compileWasm() {
    return fetch(WASM_URL).then(function (response) {
      if (!response.ok) {
        throw new Error(t('Could not download {1} (HTTP {2}).', WASM_URL,
                          response.status + ' ' + response.statusText));
      }
      var total = Number(response.headers.get('Content-Length')) || 0;
      var received = 0;
      var body = response.body;
      if (body && window.TransformStream) {
        body = body.pipeThrough(new TransformStream({
          transform: function (chunk, controller) {
            received += chunk.length;
            reportDownload(received, total);
            controller.enqueue(chunk);
          },
        }));
      }
      var wasm = new Response(body, { headers: { 'Content-Type': 'application/wasm' } });
      var compiled = WebAssembly.compileStreaming ? WebAssembly.compileStreaming(wasm)
          : wasm.arrayBuffer().then(function (bytes) { return WebAssembly.compile(bytes); });
      return compiled.catch(function (error) {
        throw new Error(t('The game could not start: {1}', describe(error)));
      });
    }, function (error) {
      throw new Error(t('Could not download {1}: {2}.', WASM_URL, describe(error)));
    }).then(function (module) {
      performance.mark('azul:wasm-compiled');
      return module;
    });
  }

  // Why this browser cannot run the game, or null (before anything is downloaded).
  function browserSupportProblem() {
    if (typeof WebAssembly !== 'object') return t('This browser cannot run WebAssembly.');
    if (typeof WebGL2RenderingContext === 'undefined') return t('This browser cannot draw with WebGL 2.');
    return null;
  }

  window.addEventListener('error', function (event) {
    showError(t('The game stopped because of an error: {1}', describe(event.error || event.message)));
  });
  window.addEventListener('unhandledrejection', function (event) {
    showError(t('The game stopped because of an error: {1}', describe(event.reason)));
  });
  canvas.addEventListener('webglcontextlost', function () {
    contextLost.hidden = false;
  });
  canvas.addEventListener('contextmenu', function (event) { event.preventDefault(); });

  var problem = browserSupportProblem();
  if (problem) {
    showError(problem);
    return;
  }

  setStatus(t('Downloading the game…'));
  var wasmModule = compileWasm();
  wasmModule.catch(function (error) { showError(describe(error)); });

  // The game's WebGL 2 context, created while the game downloads: a browser's first context can
  // take long (its GPU process starts), and the game's SDL later asks the canvas for a context
  // and is given this one. The attributes are those SDL asks for (src/platform/gl_window.cpp).
  var context = canvas.getContext('webgl2', {
    alpha: false, depth: false, stencil: false, antialias: false,
    premultipliedAlpha: true, preserveDrawingBuffer: false,
  });
  if (!context) {
    showError(t('This browser cannot draw with WebGL 2.'));
    return;
  }

  window.Module = {
    canvas: canvas,
    // Emscripten calls this instead of fetching the wasm itself; `receive` starts the runtime.
    instantiateWasm: function (imports, receive) {
      Promise.all([wasmModule, translationsLoaded]).then(function (loaded) {
        var module = loaded[0];
        Module.azulWasmModule = module;  // the search workers' (web/search_glue.js)
        setStatus(t('Starting…'), 1);
        return WebAssembly.instantiate(module, imports).then(function (instance) {
          receive(instance, module);
        });
      }).catch(function (error) {
        showError(t('The game could not start: {1}', describe(error)));
      });
      return {};
    },
    onAbort: function (what) {
      showError(t('The game stopped because of an internal error: {1}', describe(what)));
    },
    onExit: function (code) {
      if (code !== 0) showError(t('The game stopped (exit code {1}).', code));
    },
    onAzulFirstFrame: function () {
      performance.mark('azul:first-frame');
      loading.classList.add('done');
      setTimeout(function () { loading.hidden = true; }, 400);
      canvas.focus();
    },
    onAzulFatalError: showError,
    onRuntimeInitialized: function () {
      performance.mark('azul:runtime-ready');
      runtimeReady = true;
    },
    // The exported functions exist before the wasm does; call them only once it runs.
    azulFrameCount: function () {
      return runtimeReady ? Module._azul_frame_count() : 0;
    },
    azulProbe: function () {
      return runtimeReady ? JSON.parse(Module.UTF8ToString(Module._azul_probe_json())) : null;
    },
    azulWake: function (frames) {
      if (runtimeReady) Module._azul_wake(frames || 1);
    },
  };

  var script = document.createElement('script');
  script.src = SCRIPT_URL;
  script.async = true;
  script.onerror = function () {
    showError(t('Could not download {1}. Check the connection and reload the page.', SCRIPT_URL));
  };
  document.body.appendChild(script);

  // Asks the service worker to keep files it keeps only once they are used (a language's fonts):
  // it sees the page's own fetches only once it controls the page, which a first visit loads
  // before.
  function keepOffline(files) {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    navigator.serviceWorker.ready.then(function (registration) {
      if (registration.active) registration.active.postMessage({ type: 'keep', files: files });
    });
  }

  // Offline play (sw.js): after one visit the page loads from the browser's cache. A new deploy
  // installs beside the running one and waits: the player is asked, and only a reload they
  // choose switches (their game is kept in the saved-games library either way). Where service
  // workers are not available (an insecure origin, an old browser) the page works as before.
  var update = document.getElementById('update');
  var updateAsked = false;
  function offerUpdate(worker) {
    if (!navigator.serviceWorker.controller) return;  // the first install: nothing to replace
    update.hidden = false;
    document.getElementById('update-reload').onclick = function () {
      updateAsked = true;
      worker.postMessage({ type: 'skip-waiting' });
    };
    document.getElementById('update-later').onclick = function () { update.hidden = true; };
  }
  var UPDATE_CHECK_MS = 30 * 60 * 1000;  // a page left open for days still hears of new deploys
  if ('serviceWorker' in navigator && window.isSecureContext) {
    navigator.serviceWorker.addEventListener('controllerchange', function () {
      if (updateAsked) location.reload();
    });
    navigator.serviceWorker.register('sw.js').then(function (registration) {
      if (registration.waiting) offerUpdate(registration.waiting);
      registration.addEventListener('updatefound', function () {
        var worker = registration.installing;
        worker.addEventListener('statechange', function () {
          if (worker.state === 'installed') offerUpdate(worker);
        });
      });
      setInterval(function () { registration.update().catch(function () {}); }, UPDATE_CHECK_MS);
    }).catch(function (error) {
      console.warn('Offline play is not available: ' + describe(error));
    });
  }
})();
