// The browser side of the platform layer, linked into azul.js with `--js-library` (so these
// functions are callable from C++; declarations and contracts in src/platform/web_glue.h):
// the frame loop's timing, the URL hash as the app's link, localStorage for settings and saved
// games (with the storage events of other tabs), the wall clock, the table's sounds
// (web/sound.js), and notices to the page shell (web/shell.js), which defines
// Module.onAzulFirstFrame and Module.onAzulFatalError.
//
// The frame loop rests (src/ui/frame_demand.h): a frame is drawn only when the app asks for
// one (azul_glue_schedule_frame), when SDL sees input (src/platform/app_session.cpp), or when
// one of the page's own events below may change what is shown: the URL hash, another tab's
// storage, a file read, the page shown again, its size or pixel ratio changed.
mergeInto(LibraryManager.library, {
  $AzulGlue: {
    // Every setting key is prefixed, so the app shares an origin (a static host) politely.
    settingPrefix: 'azul-pavilion.',
    linkChanged: false,
    lastCopied: null,  // the last text copied (tests read it where the clipboard is blocked)
    openedFile: null,  // the text of the file picked with azul_glue_open_text_file
    openedFileError: null,  // or why it could not be read
    maxOpenedFileBytes: 1048576,
    changedSettings: [],  // keys another tab changed (storage events), without the prefix
    siteFiles: {},  // azul_glue_site_file: path -> text, null while loading, false when failed
    frameAsked: false,  // a requestAnimationFrame for the next frame is pending
    frameTimer: null,   // or a timer that asks for one later
    // Asks for a frame at the next animation frame (none while the page is hidden: the browser
    // holds animation frames back until it is shown).
    askFrame: function () {
      if (AzulGlue.frameTimer !== null) {
        clearTimeout(AzulGlue.frameTimer);
        AzulGlue.frameTimer = null;
      }
      if (AzulGlue.frameAsked) return;
      AzulGlue.frameAsked = true;
      requestAnimationFrame(function () {
        AzulGlue.frameAsked = false;
        Module['_azul_frame']();
      });
    },
    // A page event that may change what is shown: a few frames from now.
    wake: function () {
      if (Module['_azul_wake']) Module['_azul_wake'](0);
    },
    copyWithTextArea: function (text) {
      var area = document.createElement('textarea');
      area.value = text;
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      var done = false;
      try {
        done = document.execCommand('copy');
      } catch (error) {
        done = false;
      }
      area.remove();
      return done;
    },
    // Puts `value` on the clipboard; false when that is not possible.
    copyText: function (value) {
      AzulGlue.lastCopied = value;
      window.azulLastCopied = value;  // for the browser tests
      try {
        if (navigator.clipboard && navigator.clipboard.writeText) {
          navigator.clipboard.writeText(value).catch(function () { AzulGlue.copyWithTextArea(value); });
          return true;
        }
        return AzulGlue.copyWithTextArea(value);
      } catch (error) {
        return false;
      }
    },
    // Writes `text` into a C buffer of `size` bytes; returns its full UTF-8 length.
    writeString: function (text, buffer, size) {
      if (size > 0) stringToUTF8(text, buffer, size);
      return lengthBytesUTF8(text);
    },
    // localStorage, or null where the browser blocks it (private modes, sandboxed frames).
    storage: function () {
      try {
        return window.localStorage;
      } catch (error) {
        return null;
      }
    },
  },
  // The page's events (a search worker runs azul.js too, with no page: web/search-worker.js).
  $AzulGlue__postset: "if (typeof document !== 'undefined') {" +
    "addEventListener('hashchange', function () { AzulGlue.linkChanged = true; AzulGlue.wake(); });" +
    // Storage events reach the other tabs of the same site, never the tab that wrote.
    "addEventListener('storage', function (event) {" +
    "  if (event.key === null) AzulGlue.changedSettings.push('');" +
    "  else if (event.key.indexOf(AzulGlue.settingPrefix) === 0)" +
    "    AzulGlue.changedSettings.push(event.key.slice(AzulGlue.settingPrefix.length));" +
    "  else return;" +
    "  AzulGlue.wake();" +
    "});" +
    "addEventListener('resize', function () { AzulGlue.wake(); });" +
    "document.addEventListener('visibilitychange', function () {" +
    "  if (!document.hidden) AzulGlue.wake();" +
    "});" +
    // A new devicePixelRatio (browser zoom, a move to another screen) is not always a resize.
    "(function watchPixelRatio() {" +
    "  if (!window.matchMedia) return;" +
    "  var query = matchMedia('(resolution: ' + devicePixelRatio + 'dppx)');" +
    "  var changed = function () { query.removeEventListener('change', changed); AzulGlue.wake(); watchPixelRatio(); };" +
    "  query.addEventListener('change', changed);" +
    "})();" +
    "}",

  azul_glue_schedule_frame__deps: ['$AzulGlue'],
  azul_glue_schedule_frame: function (delayMs) {
    if (delayMs <= 0) return AzulGlue.askFrame();
    if (AzulGlue.frameAsked) return;  // a frame comes sooner; it asks again
    if (AzulGlue.frameTimer !== null) clearTimeout(AzulGlue.frameTimer);
    AzulGlue.frameTimer = setTimeout(function () {
      AzulGlue.frameTimer = null;
      AzulGlue.askFrame();
    }, delayMs);
  },

  azul_glue_link_get__deps: ['$AzulGlue'],
  azul_glue_link_get: function (buffer, size) {
    return AzulGlue.writeString(location.hash.replace(/^#/, ''), buffer, size);
  },

  azul_glue_link_replace: function (link) {
    var text = UTF8ToString(link);
    history.replaceState(history.state, '', location.pathname + location.search + (text ? '#' + text : ''));
  },

  azul_glue_link_take_change__deps: ['$AzulGlue'],
  azul_glue_link_take_change: function () {
    var changed = AzulGlue.linkChanged;
    AzulGlue.linkChanged = false;
    return changed ? 1 : 0;
  },

  azul_glue_setting_get__deps: ['$AzulGlue'],
  azul_glue_setting_get: function (key, buffer, size) {
    var storage = AzulGlue.storage();
    if (!storage) return -1;
    var value = null;
    try {
      value = storage.getItem(AzulGlue.settingPrefix + UTF8ToString(key));
    } catch (error) {
      return -1;
    }
    return value === null ? -1 : AzulGlue.writeString(value, buffer, size);
  },

  azul_glue_setting_set__deps: ['$AzulGlue'],
  azul_glue_setting_set: function (key, value) {
    var storage = AzulGlue.storage();
    if (!storage) return 0;
    try {
      storage.setItem(AzulGlue.settingPrefix + UTF8ToString(key), UTF8ToString(value));
      return 1;
    } catch (error) {
      return 0;  // storage full (QuotaExceededError) or blocked
    }
  },

  azul_glue_setting_remove__deps: ['$AzulGlue'],
  azul_glue_setting_remove: function (key) {
    var storage = AzulGlue.storage();
    if (!storage) return;
    try {
      storage.removeItem(AzulGlue.settingPrefix + UTF8ToString(key));
    } catch (error) {
      // blocked: nothing to remove
    }
  },

  // Every setting key (without the prefix) that starts with `prefix`, one per line.
  azul_glue_setting_keys__deps: ['$AzulGlue'],
  azul_glue_setting_keys: function (prefix, buffer, size) {
    var storage = AzulGlue.storage();
    var wanted = AzulGlue.settingPrefix + UTF8ToString(prefix);
    var keys = [];
    try {
      for (var i = 0; storage && i < storage.length; ++i) {
        var key = storage.key(i);
        if (key !== null && key.indexOf(wanted) === 0) keys.push(key.slice(AzulGlue.settingPrefix.length));
      }
    } catch (error) {
      keys = [];
    }
    return AzulGlue.writeString(keys.join('\n'), buffer, size);
  },

  // The keys other tabs changed since the last call, one per line; -1 when there are none.
  azul_glue_take_setting_changes__deps: ['$AzulGlue'],
  azul_glue_take_setting_changes: function (buffer, size) {
    if (AzulGlue.changedSettings.length === 0) return -1;
    var length = AzulGlue.writeString(AzulGlue.changedSettings.join('\n'), buffer, size);
    if (length < size) AzulGlue.changedSettings = [];
    return length;
  },

  azul_glue_tab_get__deps: ['$AzulGlue'],
  azul_glue_tab_get: function (key, buffer, size) {
    var value = null;
    try {
      value = window.sessionStorage.getItem(AzulGlue.settingPrefix + UTF8ToString(key));
    } catch (error) {
      return -1;
    }
    return value === null ? -1 : AzulGlue.writeString(value, buffer, size);
  },

  azul_glue_tab_set__deps: ['$AzulGlue'],
  azul_glue_tab_set: function (key, value) {
    try {
      window.sessionStorage.setItem(AzulGlue.settingPrefix + UTF8ToString(key), UTF8ToString(value));
    } catch (error) {
      // full or blocked: a reload shows the game as its link says, without the tab's view
    }
  },

  azul_glue_languages__deps: ['$AzulGlue'],
  azul_glue_languages: function (buffer, size) {
    var list = navigator.languages && navigator.languages.length ? navigator.languages
                                                                 : [navigator.language || ''];
    return AzulGlue.writeString(Array.prototype.join.call(list, '\n'), buffer, size);
  },

  azul_glue_show_language: function (code) {
    document.documentElement.lang = UTF8ToString(code);
  },

  // The text of lang/<code>.txt once web/shell.js has loaded it (window.azulTranslations;
  // the shell starts with the page's language before the app starts); else it starts loading
  // it, and a frame follows its arrival.
  azul_glue_translations__deps: ['$AzulGlue'],
  azul_glue_translations: function (code, buffer, size) {
    var name = UTF8ToString(code);
    var text = window.azulTranslations && window.azulTranslations[name];
    if (typeof text === 'string') return AzulGlue.writeString(text, buffer, size);
    if (window.azulLoadTranslations) window.azulLoadTranslations(name).then(AzulGlue.wake);
    return -1;
  },

  // A language's font once web/shell.js has loaded it (window.azulFonts[code]: its regular and
  // bold files; a promise while they load), else it starts loading them.
  azul_glue_font__deps: ['$AzulGlue'],
  azul_glue_font: function (code, bold, buffer, size) {
    var name = UTF8ToString(code);
    var fonts = window.azulFonts && window.azulFonts[name];
    if (fonts && fonts.regular) {
      var bytes = bold ? fonts.bold : fonts.regular;
      if (size >= bytes.length) HEAPU8.set(bytes, buffer);
      return bytes.length;
    }
    if (window.azulLoadFonts) window.azulLoadFonts(name).then(AzulGlue.wake);
    return -1;
  },

  // A data file of the site, fetched when first asked for (web/sw.js keeps it for offline
  // play): its text once it arrived, -1 while it loads, -2 once when it failed.
  azul_glue_site_file__deps: ['$AzulGlue'],
  azul_glue_site_file: function (path, buffer, size) {
    var name = UTF8ToString(path);
    var entry = AzulGlue.siteFiles[name];
    if (entry === undefined) {
      AzulGlue.siteFiles[name] = null;
      fetch(name)
        .then(function (response) { return response.ok ? response.text() : false; })
        .catch(function () { return false; })
        .then(function (text) {
          AzulGlue.siteFiles[name] = text;
          AzulGlue.wake();
        });
      return -1;
    }
    if (entry === null) return -1;
    if (entry === false) {
      delete AzulGlue.siteFiles[name];
      return -2;
    }
    return AzulGlue.writeString(entry, buffer, size);
  },

  azul_glue_media_matches: function (query) {
    return window.matchMedia && window.matchMedia(UTF8ToString(query)).matches ? 1 : 0;
  },

  // The screen-reader mirror beside the canvas (web/reader.js builds the DOM).
  azul_glue_show_mirror: function (documentText) {
    if (window.AzulReader) window.AzulReader.show(UTF8ToString(documentText));
  },
  azul_glue_announce: function (text) {
    if (window.AzulReader) window.AzulReader.announce(UTF8ToString(text));
  },

  // The table's sounds (web/sound.js plays them): the samples are copied out of the wasm memory.
  azul_glue_sound_define: function (name, samples, count, rate) {
    if (!window.AzulSound) return;
    var first = samples >> 2;
    window.AzulSound.define(UTF8ToString(name), HEAPF32.slice(first, first + count), rate);
  },
  azul_glue_sound_play: function (name, gain, pitch) {
    if (window.AzulSound) window.AzulSound.play(UTF8ToString(name), gain, pitch);
  },
  // Phones' browsers vibrate; a desktop's may have the API with nothing to shake, so a coarse
  // pointer (a touch screen) is asked for too.
  azul_glue_can_vibrate: function () {
    try {
      return typeof navigator.vibrate === 'function' && !!window.matchMedia &&
             matchMedia('(pointer: coarse)').matches ? 1 : 0;
    } catch (error) {
      return 0;
    }
  },
  azul_glue_vibrate: function (milliseconds) {
    try {
      navigator.vibrate(milliseconds);
    } catch (error) {
      // not offered here after all: nothing to do
    }
  },

  azul_glue_now_ms: function () {
    return Date.now();
  },

  // Sharing (ui/share). The clipboard API needs a secure context (https or localhost); where
  // it is missing, a hidden text area and execCommand('copy') do the work.
  azul_glue_copy_text: function (text) {
    return AzulGlue.copyText(UTF8ToString(text)) ? 1 : 0;
  },
  azul_glue_copy_text__deps: ['$AzulGlue'],

  // Play by link: the share sheet where there is one (phones, some desktops), else the
  // clipboard. A share that fails for another reason than the player cancelling it copies
  // the link instead, so the link is never lost. Tests read window.azulLastSent.
  azul_glue_send_link: function (message) {
    var text = UTF8ToString(message);
    var url = location.href;
    window.azulLastSent = url;
    try {
      if (navigator.share && (!navigator.canShare || navigator.canShare({ url: url }))) {
        navigator.share({ title: document.title, text: text, url: url }).catch(function (error) {
          if (!error || error.name !== 'AbortError') AzulGlue.copyText(url);
        });
        return 2;
      }
    } catch (error) {
      // no share sheet here: the clipboard below
    }
    return AzulGlue.copyText(url) ? 1 : 0;
  },
  azul_glue_send_link__deps: ['$AzulGlue'],

  azul_glue_download_text: function (filename, text) {
    try {
      var blob = new Blob([UTF8ToString(text)], { type: 'text/plain;charset=utf-8' });
      var link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = UTF8ToString(filename);
      document.body.appendChild(link);
      link.click();
      setTimeout(function () {
        URL.revokeObjectURL(link.href);
        link.remove();
      }, 0);
      return 1;
    } catch (error) {
      return 0;
    }
  },

  azul_glue_open_text_file__deps: ['$AzulGlue'],
  azul_glue_open_text_file: function () {
    var input = document.createElement('input');
    input.type = 'file';
    input.accept = '.txt,.azul,text/plain';
    input.addEventListener('change', function () {
      var file = input.files && input.files[0];
      if (!file) return;
      if (file.size > AzulGlue.maxOpenedFileBytes) {
        AzulGlue.openedFileError = 'the file is too large: ' + file.size.toLocaleString('en') +
            ' bytes, and a game record is at most ' + AzulGlue.maxOpenedFileBytes.toLocaleString('en') +
            ' bytes (1 MiB)';
        AzulGlue.wake();
        return;
      }
      file.text().then(function (text) { AzulGlue.openedFile = text; AzulGlue.wake(); },
                       function () { AzulGlue.openedFileError = 'the file could not be read'; AzulGlue.wake(); });
    });
    input.click();
  },

  azul_glue_take_opened_file__deps: ['$AzulGlue'],
  azul_glue_take_opened_file: function (buffer, size) {
    if (AzulGlue.openedFile === null) return -1;
    var length = AzulGlue.writeString(AzulGlue.openedFile, buffer, size);
    if (length < size) AzulGlue.openedFile = null;  // read whole: hand it over once
    return length;
  },

  azul_glue_take_opened_file_error__deps: ['$AzulGlue'],
  azul_glue_take_opened_file_error: function (buffer, size) {
    if (AzulGlue.openedFileError === null) return -1;
    var length = AzulGlue.writeString(AzulGlue.openedFileError, buffer, size);
    if (length < size) AzulGlue.openedFileError = null;
    return length;
  },

  azul_glue_first_frame: function () {
    if (Module['onAzulFirstFrame']) Module['onAzulFirstFrame']();
  },

  azul_glue_fatal: function (message) {
    var text = UTF8ToString(message);
    if (Module['onAzulFatalError']) Module['onAzulFatalError'](text);
  },
});
