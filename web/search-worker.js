// A search worker of the page (web/search_glue.js starts them): its own instance of azul.wasm,
// made from the module the page compiled (so nothing is downloaded or compiled again), whose
// exported search functions (the end of src/platform/web_search.cpp) run the AI's jobs
// (src/ai/search_runner.h) one at a time. A job thinks in slices with a yield between them, so
// that a cancel or a hurry is heard within a slice. Messages in: init {module},
// job {id, request, hurry: end its thinking at once}, hurry {id}: end its thinking now,
// cancel {id}, forget {keep}; out: ready, done {id, result: the result line, or null when the
// job was cancelled}, failed {why}.
'use strict';

var SLICE_MS = 50;
var ready = false;
var waiting = [];     // messages that came before the runtime was ready
var running = null;   // the id of the job thinking
// The yield between two slices: a message to itself, which (unlike a timer) is never delayed.
var yieldChannel = new MessageChannel();
yieldChannel.port1.onmessage = think;

function fail(why) {
  postMessage({ type: 'failed', why: String(why && why.message ? why.message : why) });
  close();
}

function done(id, result) {
  running = null;
  postMessage({ type: 'done', id: id, result: result });
}

function answer() {
  done(running, Module.UTF8ToString(Module._azul_worker_result()));
}

function think() {
  if (running === null) return;
  if (Module._azul_worker_step(SLICE_MS)) answer();
  else yieldChannel.port2.postMessage(null);
}

function handle(message) {
  if (message.type === 'job') {
    Module.ccall('azul_worker_begin', null, ['string'], [message.request]);
    running = message.id;
    if (message.hurry) message = { type: 'hurry', id: running };
    else think();
  }
  if (message.type === 'hurry') {
    if (running !== message.id) return;
    Module._azul_worker_finish();
    answer();
  } else if (message.type === 'cancel') {
    if (running !== message.id) return;
    Module._azul_worker_cancel();
    done(message.id, null);
  } else if (message.type === 'forget') {
    Module._azul_worker_forget(message.keep);
  }
}

function init(module) {
  self.Module = {
    noInitialRun: true,  // the game's main() is the page's, not a worker's
    instantiateWasm: function (imports, receive) {
      WebAssembly.instantiate(module, imports).then(function (instance) {
        receive(instance, module);
      }, fail);
      return {};
    },
    onRuntimeInitialized: function () {
      ready = true;
      postMessage({ type: 'ready' });
      waiting.splice(0).forEach(handle);
    },
    onAbort: fail,
  };
  try {
    importScripts('azul.js');
  } catch (error) {
    fail(error);
  }
}

self.onmessage = function (event) {
  var message = event.data;
  if (message.type === 'init') init(message.module);
  else if (ready) handle(message);
  else waiting.push(message);
};
