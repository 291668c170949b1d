// The page's side of the table's sounds (src/ui/sound). The game makes every sound itself (its
// own synthesis, src/ui/sound/synth.h) and hands each one's samples here once
// (web/glue.js: azul_glue_sound_define); each time the game asks for a sound, it plays through
// Web Audio at the gain and pitch asked.
//
// The browsers' autoplay rule: the audio context is made at the page's first touch, click or
// key, so nothing plays before it. A hidden page plays nothing (its context is suspended). A
// browser without Web Audio, or one that refuses it, stays silent, with no error shown.
//
// Test hook: window.azulSounds lists what the game asked to play, oldest first (the last
// LOG_LENGTH), each {name, gain, pitch, heard}: `heard` is false when the page could not play
// it (before the first touch, hidden, no audio).
(function () {
  'use strict';

  var LOG_LENGTH = 1000;
  var ACTIVATING_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'touchend', 'keydown', 'click'];

  var AudioContextType = window.AudioContext || window.webkitAudioContext;
  var context = null;
  var samples = {};  // name -> {data: Float32Array, rate}
  var buffers = {};  // name -> AudioBuffer, made at its first play
  window.azulSounds = [];

  function ignore() {}

  // A touch, a click or a key: the page may sound from now on.
  function unlock() {
    if (!AudioContextType || document.hidden) return;
    try {
      if (!context) context = new AudioContextType();
      if (context.state === 'suspended') context.resume().catch(ignore);
    } catch (error) {
      AudioContextType = null;  // refused: silent from now on
      context = null;
    }
  }
  ACTIVATING_EVENTS.forEach(function (type) {
    window.addEventListener(type, unlock, { capture: true, passive: true });
  });
  document.addEventListener('visibilitychange', function () {
    if (!context) return;
    if (document.hidden) context.suspend().catch(ignore);
    else context.resume().catch(ignore);
  });

  function bufferOf(name) {
    if (!buffers[name]) {
      var made = samples[name];
      var buffer = context.createBuffer(1, made.data.length, made.rate);
      buffer.getChannelData(0).set(made.data);
      buffers[name] = buffer;
    }
    return buffers[name];
  }

  function start(name, gain, pitch) {
    if (!context || context.state !== 'running' || document.hidden || !samples[name]) return false;
    var source = context.createBufferSource();
    source.buffer = bufferOf(name);
    source.playbackRate.value = pitch;
    var level = context.createGain();
    level.gain.value = gain;
    source.connect(level);
    level.connect(context.destination);
    source.start();
    return true;
  }

  window.AzulSound = {
    define: function (name, data, rate) {
      samples[name] = { data: data, rate: rate };
      delete buffers[name];
    },
    play: function (name, gain, pitch) {
      var heard = false;
      try {
        heard = start(name, gain, pitch);
      } catch (error) {
        heard = false;  // the browser refused this one: the game goes on silently
      }
      var log = window.azulSounds;
      log.push({ name: name, gain: gain, pitch: pitch, heard: heard });
      if (log.length > LOG_LENGTH) log.splice(0, log.length - LOG_LENGTH);
    },
  };
})();
