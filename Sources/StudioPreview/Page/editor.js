'use strict';
// preview --edit: one panel per previewed draft (a slider beside an exact field for every number,
// the timing's kind, undo, redo, commit, the timing to copy) and the cubic's control points as
// handles on the chart. Every change is a POST of JSON with the page's token in the custom header, based on the
// draft's revision; one change is in flight per draft at a time and a run of changes (a drag, a
// held key) is sent at most about 30 times a second and saved as one undo step. Every text from
// the studio goes in through textContent.
const editing = { drafts: new Map(), handles: new Map(), interval: 33, fields: 0 };

// The id a label's `for` names `input` by, given once.
function fieldId(input) {
  if (!input.id) input.id = `edit-field-${++editing.fields}`;
  return input.id;
}

// A visible label around `input`: its name before it and its unit (if any) after it, so the name
// and the unit are read with the field and a click on either focuses it.
function labelled(input, name, unit) {
  const label = make('label', 'field-label');
  label.htmlFor = fieldId(input);
  label.append(make('span', 'field-name', name), input);
  if (unit) label.append(make('span', 'unit', unit));
  return label;
}

// The accessible name of a number: the unit written out after what it is.
function named(what, unit) {
  return unit ? `${what}, in ${unitNames[unit] || unit}` : what;
}
// The units a draft's controls carry (ParameterValue.unit), in words.
const unitNames = { s: 'seconds', pt: 'points', '°': 'degrees' };

// The page's token, which every change carries in X-Animstudio-Edit: handed over once by the key
// exchange in the address's fragment (never sent to a server), kept for this tab only.
const editToken = (() => {
  const slot = `animstudio-edit-token-${location.port}`;
  const match = /^#edit=([0-9a-f]{64})$/.exec(location.hash);
  if (match) {
    sessionStorage.setItem(slot, match[1]);
    history.replaceState(null, '', location.pathname + location.search);
  }
  return sessionStorage.getItem(slot) || '';
})();

function editorOf(reference) {
  let entry = editing.drafts.get(reference);
  if (!entry) {
    entry = { reference, base: null, mine: new Set(), inflight: false, pending: null, lastSent: 0, timer: null,
              run: null, active: null, panel: null, names: '', draft: null };
    editing.drafts.set(reference, entry);
  }
  return entry;
}

// Called by render() for each document: builds the panels once, then follows the draft unless the
// document only echoes a change this page made itself (or one is still on its way).
function editDocument(doc) {
  const host = $('editors');
  if (!host) return;
  const seen = new Set();
  doc.versions.forEach((version, index) => {
    if (!version.draft) return;
    seen.add(version.draft.reference);
    const entry = editorOf(version.draft.reference);
    entry.index = index;
    entry.template = version.template;
    entry.scene = !!version.script;
    if (!entry.panel) { entry.panel = buildPanel(entry); host.append(entry.panel); }
    const draft = version.draft;
    // Documents come in order: once one shows the draft as this page left it, or a change made
    // elsewhere, no older echo of this page's own changes can follow, so they are forgotten. A
    // later change elsewhere that lands on a revision this page once saved (an undo, then a redo
    // in the terminal) is then shown, not taken for an echo.
    const idle = !entry.inflight && !entry.pending;
    if (entry.base === null || draft.revision === entry.base) {
      adopt(entry, draft, false);
      if (idle) entry.mine.clear();
    } else if (idle && !entry.mine.has(draft.revision)) {
      adopt(entry, draft, false);
      entry.mine.clear();
      notice(entry, 'the draft changed elsewhere (the terminal or another page): showing it now');
    }
  });
  for (const [reference, entry] of editing.drafts) {
    if (!seen.has(reference) && entry.panel) { entry.panel.remove(); editing.drafts.delete(reference); }
  }
  document.body.dataset.editing = editing.drafts.size > 0 ? 'yes' : 'no';
  drawHandles();
}

// Shows `draft` (from a document or a reply) as the base of the next change.
function adopt(entry, draft, fromReply) {
  entry.base = draft.revision;
  entry.draft = draft;
  if (fromReply) { entry.mine.add(draft.revision); if (entry.mine.size > 200) entry.mine = new Set([draft.revision]); }
  const names = draft.controls.map((c) => c.name).join(' ');
  if (names !== entry.names) { entry.names = names; buildRows(entry); }
  for (const control of draft.controls) {
    const row = entry.rows.get(control.name);
    if (!row || entry.active === control.name) continue;
    row.slider.min = control.low; row.slider.max = control.high; row.slider.step = control.step;
    row.slider.value = control.value;
    row.slider.setAttribute('aria-valuetext', `${control.text}${control.unit ? ' ' + control.unit : ''}`);
    if (document.activeElement !== row.field) row.field.value = control.text;
  }
  const panel = entry.panel;
  panel.querySelector('.kind').value = draft.kind;
  panel.querySelector('.undo').disabled = !draft.canUndo;
  panel.querySelector('.redo').disabled = !draft.canRedo;
  panel.querySelector('.timing').textContent = draft.timing;
  adoptVariant(entry, draft.reducedMotion);
  for (const kind of ['studio', 'css', 'swiftui', 'uikit']) {
    const out = panel.querySelector(`.copy-${kind}`);
    out.textContent = draft.copies ? draft.copies[kind] : '';
  }
  panel.dataset.revision = draft.revision;
  if (fromReply) drawHandles();
}

function buildPanel(entry) {
  const panel = make('section', 'editor');
  panel.dataset.reference = entry.reference;
  const title = make('h2', `c${entry.index}`, entry.reference);
  const status = make('p', 'notice');
  status.setAttribute('role', 'status');
  const kindRow = make('div', 'row');
  const kindLabel = make('label', '', 'timing');
  const kind = make('select', 'kind');
  kind.setAttribute('aria-label', `timing kind of ${entry.reference}`);
  const kindError = make('span', 'error');
  kindError.setAttribute('role', 'alert');
  kind.addEventListener('change', () => {
    const target = kind.value;
    kind.value = entry.draft.kind;
    send(entry, 'timing', { kind: target }, kindError);
  });
  kindLabel.append(kind);
  const timing = make('code', 'timing');
  kindRow.append(kindLabel, timing, kindError);
  const variantRow = buildVariantRow(entry);
  const rows = make('div', 'rows');
  const actions = make('div', 'row actions');
  const undo = make('button', 'undo', 'Undo');
  const redo = make('button', 'redo', 'Redo');
  const message = make('input', 'message');
  message.type = 'text';
  message.placeholder = 'commit message';
  message.setAttribute('aria-label', `commit message for ${entry.reference}`);
  const messageLabel = labelled(message, 'message');
  messageLabel.classList.add('message-label');
  const commit = make('button', 'commit', 'Commit');
  const actionError = make('span', 'error');
  actionError.setAttribute('role', 'alert');
  for (const button of [undo, redo, commit]) button.type = 'button';
  undo.setAttribute('aria-label', `undo the last change to ${entry.reference}`);
  redo.setAttribute('aria-label', `redo the change undone on ${entry.reference}`);
  commit.setAttribute('aria-label', `commit ${entry.reference} as a new version`);
  undo.addEventListener('click', () => send(entry, 'undo', {}, actionError));
  redo.addEventListener('click', () => send(entry, 'redo', {}, actionError));
  commit.addEventListener('click', () => send(entry, 'commit', { message: message.value }, actionError, () => { message.value = ''; }));
  actions.append(undo, redo, messageLabel, commit, actionError);
  const copies = make('div', 'copies');
  for (const [kindName, label] of [['studio', 'studio'], ['css', 'CSS'], ['swiftui', 'SwiftUI'], ['uikit', 'UIKit']]) {
    const line = make('div', 'row');
    const button = make('button', `copy copy-button-${kindName}`, `Copy ${label}`);
    button.type = 'button';
    button.setAttribute('aria-label', `copy the timing of ${entry.reference} as ${label}`);
    const out = make('output', `copy-${kindName}`);
    button.addEventListener('click', () => copyText(entry, out.textContent, label));
    line.append(button, out);
    copies.append(line);
  }
  panel.append(title, status, kindRow, variantRow, rows, actions, copies);
  entry.rows = new Map();
  return panel;
}

// The reduced-motion variant: its kind, and by kind the cross-fade's duration and timing, a
// retimed variant's timing or the preset it plays. Set (or Enter in a field, or choosing
// `instant`) sends `set reduced-motion VARIANT` as any other change, based on the draft's revision;
// Remove (enabled while a variant is authored) sends `unset reduced-motion`, and the template's
// default plays again.
function buildVariantRow(entry) {
  const row = make('div', 'row variant-row');
  const label = make('label', '', 'reduce motion');
  const kind = make('select', 'variant-kind');
  kind.setAttribute('aria-label', `reduced-motion variant of ${entry.reference}`);
  for (const name of ['instant', 'cross-fade', 'retimed', 'preset']) {
    const option = make('option', '', name);
    option.value = name;
    kind.append(option);
  }
  label.append(kind);
  const field = (cls, what, unit) => {
    const input = make('input', `variant-field ${cls}`);
    input.type = 'text';
    input.setAttribute('aria-label', named(`reduced-motion ${what} of ${entry.reference}`, unit));
    return { input, label: labelled(input, what, unit) };
  };
  const duration = field('variant-duration', 'duration', 's');
  duration.input.inputMode = 'decimal';
  const timing = field('variant-timing', 'timing');
  const preset = field('variant-preset', 'preset');
  const apply = make('button', 'variant-apply', 'Set');
  apply.type = 'button';
  apply.setAttribute('aria-label', `set the reduced-motion variant of ${entry.reference}`);
  const remove = make('button', 'variant-remove', 'Remove');
  remove.type = 'button';
  remove.setAttribute('aria-label', `remove the reduced-motion variant of ${entry.reference} (its template's default plays)`);
  const text = make('code', 'variant-text');
  const error = make('span', 'error variant-error');
  error.setAttribute('role', 'alert');
  row.append(label, duration.label, timing.label, preset.label, apply, remove, error, text);
  // A field and its label show only for the kinds that take it.
  const show = (part, on) => { part.input.hidden = !on; part.label.hidden = !on; };
  const shown = () => {
    show(duration, kind.value === 'cross-fade');
    show(timing, kind.value === 'cross-fade' || kind.value === 'retimed');
    show(preset, kind.value === 'preset');
  };
  const sendVariant = () => {
    const value = variantText(kind.value, duration.input.value.trim(), timing.input.value.trim(), preset.input.value.trim());
    send(entry, 'set', { parameter: entry.draft.reducedMotion.parameter, value }, error);
  };
  kind.addEventListener('change', () => { shown(); error.textContent = ''; if (kind.value === 'instant') sendVariant(); });
  apply.addEventListener('click', sendVariant);
  // Once removed the button is disabled, so the keyboard's focus goes on to the kind.
  remove.addEventListener('click', () => send(entry, 'unset', { parameter: entry.draft.reducedMotion.parameter }, error, () => kind.focus()));
  for (const { input } of [duration, timing, preset]) {
    input.addEventListener('keydown', (event) => { if (event.key === 'Enter') { event.preventDefault(); sendVariant(); } });
  }
  entry.variant = { row, kind, duration: duration.input, timing: timing.input, preset: preset.input, remove, text, shown };
  return row;
}

// The variant as `set reduced-motion` reads it.
function variantText(kind, duration, timing, preset) {
  switch (kind) {
    case 'cross-fade': return `cross-fade(duration: ${duration}, timing: ${timing})`;
    case 'retimed': return `retimed(timing: ${timing})`;
    case 'preset': return `preset(name: ${preset})`;
    default: return 'instant';
  }
}

// Shows the draft's variant, leaving alone a row the person is typing in.
function adoptVariant(entry, control) {
  const v = entry.variant;
  if (!v || !control) return;
  v.text.textContent = control.text;
  v.remove.disabled = !control.authored;
  const focused = document.activeElement;
  if (v.row.contains(focused) && focused.tagName === 'INPUT') return;
  v.kind.value = control.kind;
  v.duration.value = control.duration;
  v.timing.value = control.timing;
  v.preset.value = control.preset;
  v.shown();
}

// One row per number: slider, exact field, unit, allowed values, and the server's error for it.
function buildRows(entry) {
  const host = entry.panel.querySelector('.rows');
  host.replaceChildren();
  entry.rows = new Map();
  const kind = entry.panel.querySelector('.kind');
  kind.replaceChildren(...entry.draft.kinds.map((name) => { const o = make('option', '', name); o.value = name; return o; }));
  for (const control of entry.draft.controls) {
    const row = make('div', 'row');
    row.dataset.name = control.name;
    const slider = make('input', 'slider');
    slider.type = 'range';
    slider.setAttribute('aria-label', named(`${control.name} of ${entry.reference}`, control.unit));
    const field = make('input', 'field');
    field.type = 'text';
    field.inputMode = 'decimal';
    field.setAttribute('aria-label', named(`${control.name} of ${entry.reference}, exact`, control.unit));
    // The name and the unit sit in the row's grid around the slider, each a label of the field.
    const name = make('label', 'name', control.name);
    const unit = make(control.unit ? 'label' : 'span', 'unit', control.unit);
    name.htmlFor = fieldId(field);
    if (control.unit) unit.htmlFor = fieldId(field);
    const allowed = make('span', 'allowed', control.allowed);
    const error = make('span', 'error');
    error.setAttribute('role', 'alert');
    row.append(name, slider, field, unit, allowed, error);
    host.append(row);
    const entryRow = { slider, field, error, control };
    entry.rows.set(control.name, entryRow);
    slider.addEventListener('pointerdown', () => startRun(entry, control.name));
    slider.addEventListener('pointerup', () => endRun(entry));
    slider.addEventListener('pointercancel', () => endRun(entry));
    slider.addEventListener('input', () => {
      if (!entry.run) startRun(entry, control.name);
      const text = rounded(Number(slider.value), currentControl(entry, control.name).step);
      field.value = text;
      queue(entry, [[control.name, text]], error);
    });
    slider.addEventListener('change', () => endRun(entry));
    slider.addEventListener('keydown', (event) => nudgeKey(event, entry, control.name, slider, field, error));
    slider.addEventListener('keyup', () => endRun(entry));
    // Enter or leaving the field sends what was typed, once.
    const typed = () => {
      if (field.value === currentControl(entry, control.name).text) return;
      send(entry, 'set', { parameter: control.name, value: field.value }, error);
    };
    field.addEventListener('keydown', (event) => { if (event.key === 'Enter') { event.preventDefault(); typed(); } });
    field.addEventListener('change', typed);
  }
}

function currentControl(entry, name) {
  return entry.draft.controls.find((c) => c.name === name) || entry.rows.get(name).control;
}

// Arrow keys: one step; Shift: ten; Alt: a tenth. Held down, the run is one undo step.
function nudgeKey(event, entry, name, slider, field, error) {
  const direction = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
  if (!direction) return;
  event.preventDefault();
  const control = currentControl(entry, name);
  const scale = event.shiftKey ? 10 : event.altKey ? 0.1 : 1;
  const start = Number(field.value);
  const next = Math.min(control.high, Math.max(control.low, (Number.isFinite(start) ? start : control.value) + direction * control.step * scale));
  const text = rounded(next, control.step * (event.altKey ? 0.1 : 1));
  if (!entry.run) startRun(entry, name);
  slider.value = text;
  field.value = text;
  queue(entry, [[name, text]], error);
}

// A number as text with no more decimals than a tenth of `step` needs (no 0.30000000000000004).
function rounded(value, step) {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step / 10) - 1e-9));
  const text = value.toFixed(Math.min(decimals, 12));
  return String(Number(text));
}

function startRun(entry, name) {
  entry.run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  entry.active = name;
}

function endRun(entry) {
  // A change still waiting keeps the run it was made in; the next change starts a new undo step.
  entry.run = null;
  entry.active = null;
}

// The latest value of a run waits for the one in flight; at most one send per interval.
function queue(entry, pairs, errorNode) {
  entry.pending = { pairs, errorNode, run: entry.run };
  pump(entry);
}

function pump(entry) {
  if (entry.inflight || !entry.pending || entry.timer) return;
  const wait = entry.lastSent + editing.interval - performance.now();
  if (wait > 0) { entry.timer = setTimeout(() => { entry.timer = null; pump(entry); }, wait); return; }
  const { pairs, errorNode, run } = entry.pending;
  entry.pending = null;
  const body = pairs.length === 1 ? { parameter: pairs[0][0], value: pairs[0][1] } : { pairs };
  if (run) body.drag = run;
  send(entry, 'set', body, errorNode);
}

function send(entry, action, fields, errorNode, onSaved) {
  if (entry.inflight) { if (action !== 'set' || !fields.drag) notice(entry, 'one change at a time: wait for the last one'); return; }
  entry.inflight = true;
  entry.lastSent = performance.now();
  const body = Object.assign({ reference: entry.reference, revision: entry.base }, fields);
  const started = performance.now();
  log(`edit ${action} sent at ${started.toFixed(1)} ms`);
  fetch(`/edit/${action}`, {
    method: 'POST', credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-Animstudio-Edit': editToken }, body: JSON.stringify(body),
  }).then((response) => response.json().then((reply) => ({ status: response.status, reply })))
    .then(({ status, reply }) => {
      entry.inflight = false;
      if (!entry.pending && !entry.run) entry.local = null;
      if (status === 200) {
        if (errorNode) errorNode.textContent = '';
        adopt(entry, reply.draft, true);
        notice(entry, reply.change || '');
        log(`edit ${action} saved at ${performance.now().toFixed(1)} ms revision ${reply.draft.revision}`);
        if (onSaved) onSaved();
      } else if (status === 409) {
        // What was on its way is dropped; a drag goes on from the newer draft.
        entry.pending = null;
        entry.local = null;
        if (reply.draft) adopt(entry, reply.draft, false);
        notice(entry, `not saved: ${reply.error}; showing the newer draft`);
        log(`edit ${action} stale`);
      } else {
        entry.pending = null;
        if (errorNode) errorNode.textContent = reply.error || `refused (${status})`;
        if (reply.draft) adopt(entry, reply.draft, false);
        log(`edit ${action} refused ${status}`);
      }
      pump(entry);
    })
    .catch(() => { entry.inflight = false; entry.local = null; notice(entry, 'the preview server did not answer; nothing was saved'); });
}

function notice(entry, text) {
  entry.panel.querySelector('.notice').textContent = text;
}

function copyText(entry, text, label) {
  const done = () => notice(entry, `copied the timing as ${label}`);
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(text).then(done, () => notice(entry, `select the ${label} line to copy it`));
  } else {
    notice(entry, `select the ${label} line to copy it`);
  }
}

// The cubic's two control points on the chart, for a table entrance's draft whose timing is a
// cubic: drag them (pointer or touch) or move them with the arrow keys (Shift: coarse, Alt: fine).
// They live on their own layer over the chart, made once and moved in place, so a new document
// neither ends a drag nor takes the keyboard focus away; while a change of theirs is on its way
// they stay where the person put them.
function drawHandles() {
  const layer = $('handles');
  if (!layer) return;
  const shown = new Set();
  for (const entry of editing.drafts.values()) {
    const draft = entry.draft;
    if (!draft || entry.scene || draft.kind !== 'cubic') continue;
    const value = (name) => {
      if (entry.local && name in entry.local) return Number(entry.local[name]);
      const c = draft.controls.find((x) => x.name === name);
      return c ? c.value : null;
    };
    if (value('x1') === null) continue;
    const duration = value('duration') || 1;
    for (const [index, xs, ys, anchor] of [[1, 'x1', 'y1', [0, 0]], [2, 'x2', 'y2', [1, 1]]]) {
      const key = `${entry.reference} ${index}`;
      shown.add(key);
      let parts = editing.handles.get(key);
      if (!parts) {
        const tangent = document.createElementNS(svgNS, 'line');
        const handle = document.createElementNS(svgNS, 'circle');
        handle.setAttribute('r', 7);
        handle.setAttribute('tabindex', '0');
        handle.setAttribute('role', 'slider');
        handle.setAttribute('aria-label', `control point ${index} of ${entry.reference} (arrow keys move it; Shift: coarse, Alt: fine)`);
        handle.dataset.reference = entry.reference;
        handle.dataset.point = index;
        layer.append(tangent, handle);
        parts = { tangent, handle };
        editing.handles.set(key, parts);
        attachHandle(handle, entry, xs, ys);
      }
      const { tangent, handle } = parts;
      tangent.setAttribute('class', `tangent c${entry.index}`);
      handle.setAttribute('class', `handle c${entry.index}`);
      handle.duration = duration;
      const point = [value(xs), value(ys)];
      if (!handle.dragging) {
        handle.dataset.x = point[0];
        handle.dataset.y = point[1];
        handle.setAttribute('cx', chartX(point[0] * duration)); handle.setAttribute('cy', chartY(point[1]));
      }
      handle.setAttribute('aria-valuetext', `${xs} ${handle.dataset.x}, ${ys} ${handle.dataset.y}`);
      handle.setAttribute('aria-valuenow', handle.dataset.x);
      handle.setAttribute('aria-valuemin', '0');
      handle.setAttribute('aria-valuemax', '1');
      tangent.setAttribute('x1', chartX(anchor[0] * duration)); tangent.setAttribute('y1', chartY(anchor[1]));
      tangent.setAttribute('x2', handle.getAttribute('cx')); tangent.setAttribute('y2', handle.getAttribute('cy'));
    }
  }
  for (const [key, parts] of editing.handles) {
    if (shown.has(key)) continue;
    parts.handle.remove(); parts.tangent.remove();
    editing.handles.delete(key);
  }
}

function attachHandle(handle, entry, xs, ys) {
  // Moves the handle to (x, y) of the unit square, rounded to `step`, and sends it with the run.
  const place = (x, y, step) => {
    const tx = rounded(Math.min(1, Math.max(0, x)), step), ty = rounded(Math.min(2, Math.max(-1, y)), step);
    handle.dataset.x = tx; handle.dataset.y = ty;
    handle.setAttribute('cx', chartX(Number(tx) * handle.duration)); handle.setAttribute('cy', chartY(Number(ty)));
    entry.local = Object.assign(entry.local || {}, { [xs]: tx, [ys]: ty });
    drawHandles();
    queue(entry, [[xs, tx], [ys, ty]], entry.panel.querySelector('.actions .error'));
  };
  handle.addEventListener('pointerdown', (event) => {
    event.preventDefault();
    handle.setPointerCapture(event.pointerId);
    handle.dragging = true;
    handle.focus();
    startRun(entry, `${xs}${ys}`);
  });
  handle.addEventListener('pointermove', (event) => {
    if (!handle.dragging) return;
    const point = chartPoint(event);
    place(point.t / handle.duration, point.p, 0.01);
  });
  const finish = () => { handle.dragging = false; endRun(entry); };
  handle.addEventListener('pointerup', finish);
  handle.addEventListener('pointercancel', finish);
  handle.addEventListener('keydown', (event) => {
    const dx = { ArrowRight: 1, ArrowLeft: -1 }[event.key] || 0, dy = { ArrowUp: 1, ArrowDown: -1 }[event.key] || 0;
    if (!dx && !dy) return;
    event.preventDefault();
    const step = event.shiftKey ? 0.1 : event.altKey ? 0.001 : 0.01;
    if (!entry.run) startRun(entry, `${xs}${ys}`);
    place(Number(handle.dataset.x) + dx * step, Number(handle.dataset.y) + dy * step, step);
  });
  handle.addEventListener('keyup', () => endRun(entry));
}

// A pointer event's place on the chart, in seconds and progress.
function chartPoint(event) {
  const layer = $('handles');
  const point = layer.createSVGPoint();
  point.x = event.clientX; point.y = event.clientY;
  const local = point.matrixTransform(layer.getScreenCTM().inverse());
  return { t: chartTime(local.x), p: chartProgress(local.y) };
}
