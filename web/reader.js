// The screen-reader mirror beside the canvas. The game is drawn on a canvas, which is one
// picture to assistive technology; the C++ side describes what it shows (src/ui/access/mirror.h)
// and this file keeps a visually hidden copy of it in the page: headings, lines, lists and
// real <button>s (a press goes back to the game as if the control had been clicked), and the
// role="log" live region that announces every move and score. Sighted keyboard players see the
// mirror too once the focus enters it (shell.css), so it doubles as a list of moves to Tab
// through.
//
// Document lines (tab-separated): "h <level> <text>", "p <text>", "l <text>" (list items; a run
// of them is one list), "b <id> <flags> <text>" (flags: d disabled, p pressed), "a <text>"
// (an alert).
(function () {
  'use strict';

  var MAX_LOG_ENTRIES = 100;
  var view = document.getElementById('reader-view');
  var log = document.getElementById('reader-log');
  var canvas = document.getElementById('canvas');
  var shownBlocks = [];  // the source text of each child of `view`, in order

  function press(id) {
    if (window.Module && Module.ccall) Module.ccall('azul_mirror_press', null, ['string'], [id]);
  }

  function element(tag, text) {
    var node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // One block: a heading, a line, a button, an alert, or a list made of a run of items.
  function makeBlock(lines) {
    var fields = lines[0].split('\t');
    switch (fields[0]) {
      case 'h':
        return element('h' + fields[1], fields[2]);
      case 'a': {
        var alert = element('p', fields[1]);
        alert.setAttribute('role', 'alert');
        return alert;
      }
      case 'b': {
        var button = element('button', fields[3]);
        button.type = 'button';
        button.dataset.id = fields[1];
        if (fields[2].indexOf('d') >= 0) button.disabled = true;
        if (fields[2].indexOf('p') >= 0) button.setAttribute('aria-pressed', 'true');
        button.addEventListener('click', function () { press(button.dataset.id); });
        return button;
      }
      case 'l': {
        var list = element('ul');
        lines.forEach(function (line) { list.appendChild(element('li', line.split('\t')[1])); });
        return list;
      }
      default:
        return element('p', fields[1]);
    }
  }

  // The document's blocks: each line alone, but a run of list items together.
  function blocksOf(text) {
    var blocks = [];
    text.split('\n').forEach(function (line) {
      if (!line) return;
      var last = blocks[blocks.length - 1];
      if (line[0] === 'l' && last && last[0][0] === 'l') last.push(line);
      else blocks.push([line]);
    });
    return blocks;
  }

  // Replaces only the blocks that changed, so that the focus and a screen reader's place stay
  // where they were in the parts that did not.
  function show(text) {
    var focusedId = document.activeElement && view.contains(document.activeElement)
      ? document.activeElement.dataset.id : null;
    var blocks = blocksOf(text);
    for (var i = 0; i < blocks.length; ++i) {
      var source = blocks[i].join('\n');
      if (shownBlocks[i] === source) continue;
      var node = makeBlock(blocks[i]);
      if (i < view.children.length) view.replaceChild(node, view.children[i]);
      else view.appendChild(node);
      shownBlocks[i] = source;
    }
    while (view.children.length > blocks.length) view.removeChild(view.lastElementChild);
    shownBlocks.length = blocks.length;
    // A pressed button that is gone (a move played): the focus goes to the first heading.
    if (focusedId !== null && !view.contains(document.activeElement)) {
      var same = view.querySelector('[data-id="' + CSS.escape(focusedId) + '"]');
      var target = same || view.querySelector('h1, h2');
      if (target) {
        if (!same) target.tabIndex = -1;
        target.focus();
      }
    }
  }

  function announce(text) {
    log.appendChild(element('p', text));
    while (log.children.length > MAX_LOG_ENTRIES) log.removeChild(log.firstElementChild);
  }

  // Tab leaves the canvas for the page's controls (SDL would keep it for the game).
  function letTabLeaveCanvas(event) {
    if (event.key === 'Tab' && event.target === canvas) event.stopPropagation();
  }
  window.addEventListener('keydown', letTabLeaveCanvas, true);
  window.addEventListener('keyup', letTabLeaveCanvas, true);

  window.AzulReader = { show: show, announce: announce };
})();
