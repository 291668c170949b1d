// The page's side of its search workers, linked into azul.js with `--js-library` (declarations
// and contracts in src/platform/web_search_glue.h; src/platform/web_search.cpp uses them): a pool
// of Web Workers (web/search-worker.js), each its own instance of azul.wasm, the module this page
// compiled (web/shell.js keeps it as Module.azulWasmModule and each worker is given it), running
// the AI's jobs (src/ai/search_runner.h). Without shared memory the workers need none of the
// headers a static host cannot send.
//
// The jobs wait in one queue, and a free worker takes the next it may run: the first worker
// keeps the AI seats' bots and takes the jobs that need them first. The first worker starts
// after the page's first frame; the others, up to every core but the one that draws, only when
// jobs wait for them (an analysis), since each holds its own copy of the game in memory. A
// result wakes the page's frame loop. A worker that fails (it could not load or start) loses its job: the page runs
// that job in its own frames instead, and, once no worker is left, every job.
//
// Tests read window.azulSearchStats: the workers started, the jobs run by workers and in the
// page's frames, the jobs cancelled while a worker thought about them, and the workers busy now.
mergeInto(LibraryManager.library, {
  $AzulSearch: {
    pool: null,     // the workers once started: {index, worker, job (id or null), dead}
    usable: false,  // workers can start here (Worker, and the compiled module to give them)
    queue: [],      // jobs no worker has taken yet: {id, keeper, request, hurry}
    wanted: {},     // id -> true while the page waits for that job
    results: {},    // id -> its result, or null: lost with its worker
    stats: { workers: 0, workerJobs: 0, frameJobs: 0, failures: 0, cancelled: 0, busy: 0 },
    // Every core but the one that draws, at least one.
    size: function () {
      return Math.max(1, (navigator.hardwareConcurrency || 2) - 1);
    },
    start: function () {
      if (AzulSearch.pool) return;
      AzulSearch.pool = [];
      window.azulSearchStats = AzulSearch.stats;
      var module = Module['azulWasmModule'];
      AzulSearch.usable = typeof Worker === 'function' && typeof WebAssembly === 'object' &&
                          module instanceof WebAssembly.Module;
      if (AzulSearch.usable) AzulSearch.spawn();
    },
    // Starts one more worker; false where none can start (then the page thinks in its frames).
    spawn: function () {
      var entry = { index: AzulSearch.pool.length, worker: null, job: null, dead: false };
      try {
        entry.worker = new Worker('search-worker.js');
        entry.worker.postMessage({ type: 'init', module: Module['azulWasmModule'] });
      } catch (error) {
        AzulSearch.usable = false;  // a policy, or a module that cannot be sent
        return false;
      }
      entry.worker.onmessage = AzulSearch.received.bind(null, entry);
      entry.worker.onerror = function (event) {
        event.preventDefault();
        AzulSearch.fail(entry);
      };
      AzulSearch.pool.push(entry);
      AzulSearch.stats.workers = AzulSearch.pool.length;
      return true;
    },
    // The workers the page may use: none once they cannot start or have all failed.
    available: function () {
      if (!AzulSearch.usable) return AzulSearch.alive();
      return Math.max(0, AzulSearch.size() - AzulSearch.stats.failures);
    },
    alive: function () {
      if (!AzulSearch.pool) return 0;
      return AzulSearch.pool.filter(function (entry) { return !entry.dead; }).length;
    },
    // Gives every free worker the next job it may take, starting more workers while jobs wait.
    dispatch: function () {
      var waiting = AzulSearch.queue.filter(function (job) { return !job.keeper; }).length;
      var idle = AzulSearch.pool.filter(function (e) { return !e.dead && e.job === null; }).length;
      while (AzulSearch.usable && waiting > idle && AzulSearch.pool.length < AzulSearch.size() &&
             AzulSearch.spawn()) {
        ++idle;
      }
      AzulSearch.pool.forEach(function (entry) {
        if (entry.dead || entry.job !== null) return;
        var next = -1;
        for (var i = 0; i < AzulSearch.queue.length && next < 0; ++i) {
          if (entry.index === 0 ? AzulSearch.queue[i].keeper : false) next = i;
        }
        for (var j = 0; j < AzulSearch.queue.length && next < 0; ++j) {
          if (!AzulSearch.queue[j].keeper) next = j;
        }
        if (next < 0) return;
        var job = AzulSearch.queue.splice(next, 1)[0];
        entry.job = job.id;
        ++AzulSearch.stats.workerJobs;
        entry.worker.postMessage({ type: 'job', id: job.id, request: job.request, hurry: job.hurry });
      });
      AzulSearch.stats.busy = AzulSearch.pool.filter(function (entry) {
        return !entry.dead && entry.job !== null;
      }).length;
      // Jobs that no live worker can take are lost (the page runs them itself).
      var keeper = AzulSearch.pool.length > 0 && !AzulSearch.pool[0].dead;
      var any = AzulSearch.alive() > 0;
      AzulSearch.queue = AzulSearch.queue.filter(function (job) {
        if (job.keeper ? keeper : any) return true;
        AzulSearch.finish(job.id, null);
        return false;
      });
    },
    received: function (entry, event) {
      var message = event.data;
      if (message.type === 'done') {
        if (entry.job === message.id) entry.job = null;
        if (message.result !== null) AzulSearch.finish(message.id, message.result);
        AzulSearch.dispatch();
      } else if (message.type === 'failed') {
        console.warn('A search worker could not start: ' + message.why);
        AzulSearch.fail(entry);
      }
    },
    fail: function (entry) {
      if (entry.dead) return;
      entry.dead = true;
      ++AzulSearch.stats.failures;
      entry.worker.terminate();
      if (entry.job !== null) AzulSearch.finish(entry.job, null);
      entry.job = null;
      AzulSearch.dispatch();
    },
    finish: function (id, result) {
      if (!AzulSearch.wanted[id]) return;
      AzulSearch.results[id] = result;
      if (Module['_azul_wake']) Module['_azul_wake'](0);
    },
  },

  azul_search_workers__deps: ['$AzulSearch'],
  azul_search_workers: function () {
    AzulSearch.start();
    return AzulSearch.available();
  },

  azul_search_post__deps: ['$AzulSearch'],
  azul_search_post: function (id, keeper, request) {
    AzulSearch.start();
    AzulSearch.wanted[id] = true;
    AzulSearch.queue.push({ id: id, keeper: keeper !== 0, request: UTF8ToString(request), hurry: false });
    AzulSearch.dispatch();
  },

  azul_search_cancel__deps: ['$AzulSearch'],
  azul_search_cancel: function (id) {
    delete AzulSearch.wanted[id];
    delete AzulSearch.results[id];
    AzulSearch.queue = AzulSearch.queue.filter(function (job) { return job.id !== id; });
    (AzulSearch.pool || []).forEach(function (entry) {
      if (entry.job !== id || entry.dead) return;
      ++AzulSearch.stats.cancelled;
      entry.worker.postMessage({ type: 'cancel', id: id });
    });
  },

  azul_search_hurry__deps: ['$AzulSearch'],
  azul_search_hurry: function (id) {
    AzulSearch.queue.forEach(function (job) { if (job.id === id) job.hurry = true; });
    (AzulSearch.pool || []).forEach(function (entry) {
      if (entry.job === id && !entry.dead) entry.worker.postMessage({ type: 'hurry', id: id });
    });
  },

  azul_search_take__deps: ['$AzulSearch'],
  azul_search_take: function (id, buffer, size) {
    if (!(id in AzulSearch.results)) return -1;
    var result = AzulSearch.results[id];
    if (result === null) {
      delete AzulSearch.results[id];
      delete AzulSearch.wanted[id];
      return -2;
    }
    if (size > 0) stringToUTF8(result, buffer, size);
    var length = lengthBytesUTF8(result);
    if (length < size) {
      delete AzulSearch.results[id];
      delete AzulSearch.wanted[id];
    }
    return length;
  },

  azul_search_forget__deps: ['$AzulSearch'],
  azul_search_forget: function (keep) {
    var keeper = AzulSearch.pool && AzulSearch.pool[0];
    if (keeper && !keeper.dead) keeper.worker.postMessage({ type: 'forget', keep: keep });
  },

  azul_search_count_frame_job__deps: ['$AzulSearch'],
  azul_search_count_frame_job: function () {
    window.azulSearchStats = AzulSearch.stats;
    ++AzulSearch.stats.frameJobs;
  },
});
