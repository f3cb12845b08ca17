'use strict';
const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const pausedAt = params.has('t') ? Number(params.get('t')) : null;
// `reduced`: each version's reduced-motion variant beside it; `rate`: 'screen' or a device's Hz
// (30, 60) whose frames are held on this screen, never interpolated. `?reduced` and `?fps=30|60`
// start the page so (the browser tests load it that way).
const state = { doc: null, animations: [], clock: 0, speed: 1, playing: false, last: null, loop: false,
                firstFrame: null, updates: [], reduced: params.has('reduced'),
                rate: ['30', '60'].includes(params.get('fps')) ? Number(params.get('fps')) : 'screen',
                intervals: [], plays: [] };
const logging = params.has('log');
const log = (text) => { if (logging) console.log(`animstudio-preview ${text}`); };
const svgNS = 'http://www.w3.org/2000/svg';

function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// `text` in a block that breaks its lines only between words: each word (what lies between spaces,
// such as `uikit-spring(damping:`) is kept whole, so a name is never cut at its hyphen or inside.
function wordLines(className, text) {
  const node = make('div', className);
  text.split(' ').forEach((word, i) => {
    if (i > 0) node.append(' ');
    node.append(make('span', 'word', word));
  });
  return node;
}

function transformAt(values, i) {
  const parts = [];
  if ('translation.x' in values || 'translation.y' in values) {
    const x = values['translation.x'] ? values['translation.x'][i] : 0;
    const y = values['translation.y'] ? values['translation.y'][i] : 0;
    parts.push(`translate(${x}px, ${y}px)`);
  }
  if ('rotation' in values) parts.push(`rotate(${values.rotation[i]}deg)`);
  if ('scale' in values) parts.push(`scale(${values.scale[i]})`);
  return parts.join(' ');
}

const cssProperty = { 'opacity': 'opacity', 'frame.x': 'left', 'frame.y': 'top', 'frame.width': 'width',
                      'frame.height': 'height', 'corner-radius': 'borderRadius' };

const palette = { cyan: '#32ade6', orange: '#ff9500', yellow: '#ffcc00', magenta: '#ff2d92', red: '#ff3b30',
                  blue: '#007aff', purple: '#af52de' };
const partOpacity = /^([a-z]+)\.opacity$/;

// The element's own properties, or with `part` the opacity of its child of that class.
function keyframes(element, total, part) {
  const { times, values } = element.keyframes;
  const own = {};
  for (const [name, column] of Object.entries(values)) {
    const match = partOpacity.exec(name);
    if (part ? (match && match[1] === part) : !match) own[part ? 'opacity' : name] = column;
  }
  const frames = [];
  let previous = 0;
  for (let i = 0; i < times.length; i++) {
    const offset = Math.min(1, Math.max(previous, total > 0 ? times[i] / total : 0));
    previous = offset;
    const frame = { offset, easing: 'linear' };
    const transform = transformAt(own, i);
    if (transform) frame.transform = transform;
    for (const [name, property] of Object.entries(cssProperty)) {
      if (name in own) frame[property] = property === 'opacity' ? own[name][i] : `${own[name][i]}px`;
    }
    frames.push(frame);
  }
  return frames;
}

// What the phones play, in order: each version, and with the switch on its variant right after it.
function plays(doc) {
  const list = [];
  doc.versions.forEach((version, index) => {
    list.push({ version, index, reduced: false });
    const variant = (doc.reducedMotion || [])[index];
    if (state.reduced && variant) list.push({ version: variant, index, reduced: true });
  });
  return list;
}

// The time a display at the chosen rate shows at `clock`: the last vsync's (frames held), and the
// end itself once it is reached; the screen's own rate shows every instant it draws.
function frameTime(clock) {
  if (state.rate === 'screen' || clock >= state.doc.duration) return clock;
  return Math.floor(clock * state.rate + 1e-9) / state.rate;
}

// The rate in use, shown beside the switch: a device's, or the screen's as measured from the
// intervals between the browser's frames (the median of the last 30).
function showRate() {
  let text;
  if (state.rate !== 'screen') {
    text = `${state.rate} Hz, frames held`;
  } else if (state.intervals.length >= 10) {
    const sorted = [...state.intervals].sort((a, b) => a - b);
    text = `screen ${Math.round(1000 / sorted[sorted.length >> 1])} Hz`;
  } else {
    text = 'screen rate';
  }
  if ($('rate-shown').textContent !== text) $('rate-shown').textContent = text;
  document.body.dataset.rate = String(state.rate);
}

// The smallest scale a phone is drawn at: a cell's 13-pt detail line at 9 px and its 17-pt name at
// 12 px, still read at arm's length. Where the phones cannot all fit at it, they wrap to the next
// line (or, one phone wider than the window, the row scrolls) rather than shrink further.
const legibleScale = 0.7;

function layout() {
  const doc = state.doc;
  if (!doc) return;
  const count = state.plays.length;
  // The phones share the width of their own area (beside the editors while editing on a wide
  // window, the page's width otherwise), as tall as the window allows below the header: editing,
  // the motion and the controls share the first screen.
  const editingLayout = document.body.dataset.editing === 'yes';
  const room = $('phones').clientWidth - 32;
  const width = (room - 24 * (count - 1)) / count - 12;
  const height = window.innerHeight - (editingLayout ? 190 : 400);
  const screens = state.plays.map((p) => p.version.screen || doc.stage);
  const widest = Math.max(...screens.map((s) => s.width)), tallest = Math.max(...screens.map((s) => s.height));
  const k = Math.max(legibleScale, Math.min(1, width / widest, height / tallest));
  document.querySelectorAll('.bezel').forEach((bezel, index) => {
    bezel.style.width = `${screens[index].width * k}px`;
    bezel.style.height = `${screens[index].height * k}px`;
    bezel.firstChild.style.transform = `scale(${k})`;
  });
}

function render(doc) {
  redraw(doc);
  seek(pausedAt !== null ? pausedAt : 0);
  if (pausedAt === null) play(); else { $('status').textContent = `paused at ${state.clock.toFixed(3)} s`; probe(); }
}

// Builds the phones, the chart and the numbers for `doc` (and the editors, with --edit).
function redraw(doc) {
  state.doc = doc;
  state.shown = null;
  for (const animation of state.animations) animation.cancel();
  state.animations = [];
  $('dataset').textContent = doc.dataset ? `dataset ${doc.dataset}` : '';
  const phones = $('phones');
  phones.replaceChildren();
  state.plays = plays(doc);
  state.plays.forEach(({ version, index, reduced }) => {
    const phone = make('section', reduced ? 'phone reduced' : 'phone');
    phone.dataset.version = version.label;
    const title = make('h2', `c${index}`, version.label);
    // A variant's second line is the variant itself (its timing is in it).
    const timing = wordLines('timing', `${version.template} · ${reduced ? version.variant : version.timing}`);
    const script = wordLines('timing', version.script || '');
    if (reduced && version.elements.length === 0) {
      phone.append(title, make('div', 'variant-problem', version.variant || ''));
      phones.append(phone);
      return;
    }
    const bezel = make('div', 'bezel');
    const screen = make('div', 'screen');
    const size = version.screen || doc.stage;
    screen.style.width = `${size.width}px`;
    screen.style.height = `${size.height}px`;
    for (const element of version.elements) {
      const node = make('div', `element ${element.kind}`);
      node.dataset.kind = element.kind;
      node.style.left = `${element.frame.x}px`;
      node.style.top = `${element.frame.y}px`;
      node.style.width = `${element.frame.width}px`;
      node.style.height = `${element.frame.height}px`;
      if (element.tint && palette[element.tint]) node.style.backgroundColor = palette[element.tint];
      if (element.kind === 'cell' || element.kind === 'card') {
        node.append(make('div', 'name', element.text[0] || ''), make('div', 'detail', element.text[1] || ''));
        if (element.kind === 'card') node.append(make('div', 'close', '✕'));
      } else {
        for (const line of element.text) node.append(make('span', 'line', line));
      }
      if (element.textKeyframes) node.textKeyframes = element.textKeyframes;
      if (element.start !== null && element.start !== undefined) {
        const badge = make('span', 'stagger', `+${element.start.toFixed(3)} s`);
        node.append(badge);
        node.staggerBadge = badge;
        node.staggerStart = element.start;
      }
      screen.append(node);
      const timingOptions = { duration: Math.max(1, doc.duration * 1000), fill: 'both', easing: 'linear' };
      const targets = [[node, keyframes(element, doc.duration)]];
      for (const part of ['detail', 'close']) {
        const child = node.querySelector(`.${part}`);
        const name = part === 'detail' ? 'description' : part;
        if (child && `${name}.opacity` in element.keyframes.values) targets.push([child, keyframes(element, doc.duration, name)]);
      }
      for (const [target, frames] of targets) {
        if (frames.length === 0 || Object.keys(frames[0]).length <= 2) continue;
        const animation = target.animate(frames, timingOptions);
        animation.pause();
        animation.node = node;
        state.animations.push(animation);
      }
      if (node.textKeyframes || node.staggerBadge) state.animations.push({ node, cancel() {}, set currentTime(v) {} });
    }
    bezel.append(screen);
    phone.append(title, timing, script, bezel);
    phones.append(phone);
  });
  drawChart(doc);
  drawMetrics(doc);
  if (typeof editDocument === 'function') editDocument(doc);
  layout();
}

function seek(seconds) {
  const doc = state.doc;
  state.clock = Math.min(Math.max(0, seconds), doc.duration);
  const shown = frameTime(state.clock);
  // Drawn only when the frame changes: at 30 or 60 Hz the picture holds between vsyncs.
  if (shown !== state.shown) {
    state.shown = shown;
    for (const animation of state.animations) {
      animation.currentTime = shown * 1000;
      const node = animation.node;
      if (node.staggerBadge) node.staggerBadge.classList.toggle('waiting', shown < node.staggerStart);
      if (node.textKeyframes) {
        let text = node.textKeyframes[0];
        for (const change of node.textKeyframes) if (change.time <= shown) text = change;
        node.querySelectorAll('.line').forEach((line, i) => { line.textContent = text.text[i] || ''; });
      }
    }
  }
  $('scrubber').value = doc.duration > 0 ? Math.round(state.clock / doc.duration * 1000) : 0;
  $('clock').textContent = state.rate === 'screen' ? `${shown.toFixed(3)} s`
    : `${shown.toFixed(3)} s · frame ${Math.round(shown * state.rate)}`;
  const playhead = $('chart').querySelector('.playhead');
  if (playhead) { const x = chartX(shown); playhead.setAttribute('x1', x); playhead.setAttribute('x2', x); }
}

function play() { state.playing = true; state.last = null; requestAnimationFrame(tick); }

function tick(now) {
  if (!state.playing) return;
  if (state.firstFrame === null) {
    state.firstFrame = now;
    document.body.dataset.firstFrame = now.toFixed(1);
    log(`first-frame ${now.toFixed(1)} ms after navigation`);
  }
  if (state.last !== null) {
    state.intervals.push(now - state.last);
    if (state.intervals.length > 30) state.intervals.shift();
    showRate();
    let next = state.clock + (now - state.last) / 1000 * state.speed;
    if (next >= state.doc.duration) {
      if (state.loop) next = 0; else { seek(state.doc.duration); state.playing = false; return; }
    }
    seek(next);
  }
  state.last = now;
  requestAnimationFrame(tick);
}

let chartDuration = 1;
const chart = { left: 36, right: 410, top: 12, bottom: 210, low: 0, high: 1.05 };
function chartX(t) { return chart.left + (chart.right - chart.left) * t / chartDuration; }
function chartY(p) { return chart.bottom - (chart.bottom - chart.top) * (p - chart.low) / (chart.high - chart.low); }
// The inverse of chartX and chartY: a point on the chart in seconds and progress.
function chartTime(x) { return (x - chart.left) / (chart.right - chart.left) * chartDuration; }
function chartProgress(y) { return chart.low + (chart.bottom - y) / (chart.bottom - chart.top) * (chart.high - chart.low); }

function drawChart(doc) {
  const svg = $('chart');
  svg.replaceChildren();
  const drawn = state.plays.filter((p) => p.version.curve.length > 0);
  chartDuration = Math.max(doc.duration, ...drawn.map(({ version: v }) => v.curve[v.curve.length - 1][0])) || 1;
  const all = drawn.flatMap(({ version: v }) => v.curve.map((p) => p[1]));
  chart.low = Math.min(0, ...all);
  chart.high = Math.max(1.05, ...all);
  const y = chartY;
  const line = (x1, y1, x2, y2, cls) => {
    const l = document.createElementNS(svgNS, 'line');
    l.setAttribute('x1', x1); l.setAttribute('y1', y1); l.setAttribute('x2', x2); l.setAttribute('y2', y2);
    l.setAttribute('class', cls); svg.append(l); return l;
  };
  const label = (x, yy, text) => {
    const t = document.createElementNS(svgNS, 'text');
    t.setAttribute('x', x); t.setAttribute('y', yy); t.textContent = text; svg.append(t);
  };
  line(chart.left, chart.bottom, chart.right, chart.bottom, 'axis');
  line(chart.left, chart.top, chart.left, chart.bottom, 'axis');
  line(chart.left, y(1), chart.right, y(1), 'target');
  label(4, y(1) + 3, '1'); label(4, y(0) + 3, '0');
  label(chart.left, 228, '0 s'); label(chart.right - 30, 228, `${chartDuration.toFixed(2)} s`);
  drawn.forEach(({ version, index, reduced }) => {
    const poly = document.createElementNS(svgNS, 'polyline');
    poly.setAttribute('class', `series c${index}${reduced ? ' reduced' : ''}`);
    poly.setAttribute('points', version.curve.map(([t, p]) => `${chartX(t).toFixed(2)},${y(p).toFixed(2)}`).join(' '));
    svg.append(poly);
  });
  line(chart.left, chart.top, chart.left, chart.bottom, 'playhead');
}

function drawMetrics(doc) {
  const table = $('metrics');
  table.replaceChildren();
  const head = make('tr');
  for (const h of doc.metrics.headers) head.append(make('th', '', h));
  table.append(head);
  for (const row of doc.metrics.rows) {
    const tr = make('tr');
    for (const cell of row) tr.append(make('td', '', cell));
    table.append(tr);
  }
  const legend = $('legend');
  // Numbered as the metrics' columns: the versions; a variant is its version's dashed line.
  legend.replaceChildren(...doc.versions.map((v, i) => make('li', `c${i}`,
    state.reduced ? `${v.label} (dashed: reduce motion)` : v.label)));
}

function probe() {
  requestAnimationFrame(() => {
    const versions = [...document.querySelectorAll('.phone')].map((phone) => ({
      label: phone.dataset.version,
      cells: [...phone.querySelectorAll('.cell')].map((cell) => {
        const style = getComputedStyle(cell);
        return { transform: style.transform, opacity: style.opacity, name: cell.querySelector('.name').textContent };
      }),
      elements: [...phone.querySelectorAll('.element')].map((node) => {
        const style = getComputedStyle(node);
        const part = (cls) => { const child = node.querySelector(`.${cls}`); return child ? getComputedStyle(child).opacity : ''; };
        return { kind: node.dataset.kind, left: style.left, top: style.top, width: style.width, height: style.height,
                 radius: style.borderTopLeftRadius, transform: style.transform, opacity: style.opacity,
                 detail: part('detail'), close: part('close'),
                 text: [...node.querySelectorAll('.name, .detail, .line')].map((line) => line.textContent) };
      }),
    }));
    const out = $('probe');
    out.textContent = JSON.stringify({ t: state.clock, shown: state.shown, rate: state.rate, revision: state.doc.revision, versions });
    out.dataset.ready = 'yes';
  });
}

function accept(doc) {
  if (state.doc && state.doc.revision === doc.revision) return;
  state.updates.push({ revision: doc.revision, at: performance.now() });
  document.body.dataset.revision = doc.revision;
  render(doc);
  requestAnimationFrame(() => log(`revision ${doc.revision} drawn at ${performance.now().toFixed(1)} ms`));
}

function connect() {
  const source = new EventSource('/events');
  source.addEventListener('motion', (event) => {
    $('status').textContent = 'live';
    $('status').classList.remove('problem');
    const doc = JSON.parse(event.data);
    log(`revision ${doc.revision} received at ${performance.now().toFixed(1)} ms`);
    accept(doc);
  });
  source.addEventListener('problem', (event) => {
    const status = $('status');
    status.textContent = event.data ? `not updated: ${event.data}` : 'live';
    status.classList.toggle('problem', !!event.data);
  });
  source.onerror = () => { $('status').textContent = 'reconnecting…'; };
}

document.addEventListener('DOMContentLoaded', () => {
  $('replay').addEventListener('click', () => { seek(0); play(); });
  $('loop').addEventListener('change', (e) => { state.loop = e.target.checked; if (state.loop && !state.playing) play(); });
  $('speed').addEventListener('change', (e) => { state.speed = Number(e.target.value); });
  $('reduced').checked = state.reduced;
  $('reduced').addEventListener('change', (e) => {
    state.reduced = e.target.checked;
    if (!state.doc) return;
    const clock = state.clock, playing = state.playing;
    redraw(state.doc);
    seek(clock);
    if (playing && !state.playing) play();
  });
  $('rate').value = String(state.rate);
  $('rate').addEventListener('change', (e) => {
    state.rate = e.target.value === 'screen' ? 'screen' : Number(e.target.value);
    showRate();
    if (state.doc) { state.shown = null; seek(state.clock); }
  });
  showRate();
  $('scrubber').addEventListener('input', (e) => {
    state.playing = false;
    seek(Number(e.target.value) / 1000 * state.doc.duration);
  });
  window.addEventListener('resize', layout);
  fetch('/motion.json').then((r) => r.json()).then(accept).then(() => { if (pausedAt === null) connect(); });
});
