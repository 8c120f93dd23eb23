// The birj explorer page: plain JavaScript, no framework. It reads the explorer's JSON API in
// slices (docs/explorer.md) from a server, or from the answers embedded in the page (--html).
// The selection lives in the URL's fragment, so a link shows what its sender saw.

const ROW = 22;
const PAGE = 200;
// The table's pages of rows held at most (those nearest the rows shown).
const KEPT_PAGES = 40;
const SVGNS = 'http://www.w3.org/2000/svg';
const $ = (id) => document.getElementById(id);

// ---------------------------------------------------------------- data sources

class HttpSource {
  constructor(base) { this.base = base; }
  async get(slice, params = {}) {
    const q = new URLSearchParams(params).toString();
    const r = await fetch(this.base + slice + (q ? '?' + q : ''));
    if (!r.ok) throw new Error(slice + ': ' + r.status + ' ' + (await r.text()));
    return r.json();
  }
}

// The answers the export cut in advance; the table's rows are filtered and sorted here.
class EmbeddedSource {
  constructor(data) { this.data = data; }
  async get(slice, params = {}) {
    if (slice === 'instructions') return this.rows(params);
    const a = this.answer(slice, params);
    if (a === undefined) return { cut: true };
    // A memory view's footprints are embedded without their function's locations, held once, and
    // with each touch and problem as its number in the values the page holds once (shared).
    if (slice === 'memory' && !a.locations) {
      const f = this.answer('memory', { node: a.node });
      if (f === undefined) return { cut: true };
      const shared = (k) => this.data.shared[k];
      const footprints = a.footprints.map((x) => ({ ...x, touches: x.touches.map(shared), problems: x.problems.map(shared) }));
      return { ...a, footprints, locations: f.locations };
    }
    return a;
  }
  answer(slice, params) {
    return this.data.answers[slice + Object.entries(params).map(([k, v]) => '?' + k + '=' + v).join('')];
  }
  rows(p) {
    let rows = this.data.answers.rows.rows;
    const text = (p.text || '').toLowerCase(), name = (p.name || '').toLowerCase();
    const has = (s, n) => s != null && s.toLowerCase().includes(n);
    rows = rows.filter((r) => (!p.opcode || r.opcode === p.opcode)
      && (!p.engine || r.engine === p.engine)
      && (p.block === undefined || p.block === '' || r.block === Number(p.block))
      && (!name || has(r.name, name))
      && (!text || has(r.name, text) || has(r.opcode, text) || has(r.engine, text)
          || has(r.blockName, text) || has(r.op, text)));
    const sort = p.sort || 'index';
    if (sort !== 'index') {
      rows = rows.slice().sort((a, b) => String(a[sort]).localeCompare(String(b[sort])) || a.i - b.i);
    }
    if (p.dir === 'desc') rows = rows.slice().reverse();
    const offset = Number(p.offset || 0), limit = Number(p.limit ?? 100);
    const a = { total: rows.length, offset, rows: rows.slice(offset, offset + limit) };
    if (p.find !== undefined) a.position = rows.findIndex((r) => r.i === Number(p.find));
    return a;
  }
}

// ---------------------------------------------------------------- state in the URL

const state = { view: 'overview', i: null, block: null, filter: {} };

function readHash() {
  const h = new URLSearchParams(location.hash.slice(1));
  state.view = h.get('view') || 'overview';
  state.i = h.has('i') ? Number(h.get('i')) : null;
  state.block = h.has('block') ? Number(h.get('block')) : null;
  state.filter = {};
  for (const k of ['text', 'name', 'opcode', 'engine', 'sort', 'dir', 'inblock']) {
    if (h.get(k)) state.filter[k] = h.get(k);
  }
  state.doc = h.get('doc');
}

function writeHash() {
  const h = new URLSearchParams();
  if (state.doc) h.set('doc', state.doc);
  h.set('view', state.view);
  if (state.i != null) h.set('i', state.i);
  if (state.block != null) h.set('block', state.block);
  for (const [k, v] of Object.entries(state.filter)) if (v) h.set(k, v);
  const next = '#' + h.toString();
  if (location.hash !== next) history.replaceState(null, '', next);
}

// ---------------------------------------------------------------- helpers

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'onclick') e.addEventListener('click', v);
    else if (v !== undefined && v !== null) e.setAttribute(k, v);
  }
  for (const c of children) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return e;
}

function svg(tag, attrs = {}, text) {
  const e = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

// Engines get colours from a fixed palette by name, the same in every view.
const PALETTE = ['#6baed6', '#fd8d3c', '#74c476', '#9e9ac8', '#f768a1', '#fdd049', '#80cdc1', '#bcbddc', '#c7a27c', '#a1d99b'];
function engineColour(engine) {
  let h = 0;
  for (const c of String(engine)) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length];
}

function link(i, label) {
  return el('button', { class: 'linklike', 'data-i': i, onclick: () => select(i) }, label);
}

let source;
let summary;

// The verifier's findings by the instruction they are on (or involve), once the verdict is in:
// every view marks those instructions.
const findingsOn = new Map();

function marks(i, changed) {
  const f = findingsOn.get(i);
  return (f ? ' has-finding finding-' + f.severity : '') + (changed ? ' changed' : '');
}

// A node's badges in the graph and engine views: "!" for a finding, "Δ" for a difference.
function badges(node, i, changed, x, y) {
  const f = findingsOn.get(i);
  if (f) {
    const b = svg('text', { class: 'badge finding-badge', x, y }, '!');
    b.append(svg('title', {}, f.count + ' finding(s): ' + f.rules.join(', ')));
    node.append(b);
  }
  if (changed) node.append(svg('text', { class: 'badge changed-badge', x: x - 12, y }, 'Δ'));
}

async function loadFindingMarks() {
  const f = await source.get('findings');
  // The body says when the marks are placed (tests and scripts wait for it): a count, or "cut".
  if (f.cut) {
    document.body.dataset.findings = 'cut';
    return;
  }
  const rank = { error: 2, warning: 1 };
  const add = (i, x) => {
    if (i == null || i < 0) return;
    const m = findingsOn.get(i) || { count: 0, severity: 'warning', rules: [] };
    m.count++;
    if ((rank[x.severity] || 0) > (rank[m.severity] || 0)) m.severity = x.severity;
    if (!m.rules.includes(x.id)) m.rules.push(x.id);
    findingsOn.set(i, m);
  };
  for (const x of f.findings) {
    add(x.instruction, x);
    for (const r of x.related || []) if (r.instruction !== x.instruction) add(r.instruction, x);
  }
  document.body.dataset.findings = String(findingsOn.size);
  table.draw();
  if (state.view === 'graph' || state.view === 'engines') render[state.view]();
}

// ---------------------------------------------------------------- views

// While bir explore still reads the document, the overview is drawn from a first pass over it
// (summary.reading) and the other views, which need the whole model, say that they are loading.
let loaded = false;

function showView(view) {
  state.view = view;
  for (const b of document.querySelectorAll('#tabs button')) {
    b.setAttribute('aria-selected', b.dataset.view === view ? 'true' : 'false');
  }
  for (const s of document.querySelectorAll('.view')) s.classList.toggle('active', s.id === 'view-' + view);
  writeHash();
  $('reading').hidden = loaded || view === 'overview';
  if (loaded) render[view]?.();
}

const render = {
  overview: () => {},
  instructions: () => table.refresh().then(() => table.revealSelection()),
  graph: () => drawGraph(),
  engines: () => drawEngines(),
  memory: () => drawMemory(),
  findings: () => drawFindings(),
  diff: () => drawDiff(),
};

async function drawOverview() {
  const s = summary;
  const v = $('view-overview');
  v.replaceChildren(
    el('h2', {}, 'Module'),
    el('table', { class: 'facts' },
      ...[['document', s.name], ['compared with', s.comparedWith],
        ['arch', s.arch], ['revision', s.revision], ['functions', s.functions], ['queues', s.queues],
        ['blocks', s.blocks], ['regions', s.regions], ['instructions', s.instructions]]
        .filter(([, x]) => x !== undefined && x !== null)
        .map(([k, x]) => el('tr', {}, el('th', {}, k), el('td', {}, x)))),
    el('h2', {}, 'Verifier'),
    el('p', { id: 'verdict' }, s.reading ? 'waiting for the document to be read…' : 'checking…'),
    el('div', { class: 'charts' },
      chart('Instructions by engine', s.byEngine, true),
      chart('Instructions by opcode', s.byOpcode.slice(0, 25), false)));
}

async function pollVerdict() {
  const r = await source.get('verdict');
  const p = $('verdict');
  if (r.cut) { p.textContent = 'not embedded'; return; }
  if (r.state === 'running') { setTimeout(pollVerdict, 1000); return; }
  if (r.state === 'failed') { p.textContent = 'the verifier failed: ' + r.message; return; }
  loadFindingMarks();
  p.replaceChildren(
    el('span', { class: 'verdict-' + r.verdict }, r.verdict),
    ` — ${r.findings} finding(s), ${r.undecided} place(s) not modelled; ${r.instances} instruction instances, ${r.accesses} accesses placed`);
}

function chart(title, entries, colourByEngine) {
  const w = 420, bar = 16, labelW = 150;
  const max = Math.max(1, ...entries.map((e) => e.count));
  const s = svg('svg', { class: 'chart', width: w, height: entries.length * (bar + 4) + 4, role: 'img', 'aria-label': title });
  entries.forEach((e, k) => {
    const y = k * (bar + 4) + 2;
    s.append(svg('text', { x: labelW - 6, y: y + bar - 4, 'text-anchor': 'end' }, e.key));
    const r = svg('rect', { x: labelW, y, height: bar, width: Math.max(1, (w - labelW - 60) * e.count / max) });
    if (colourByEngine) r.setAttribute('style', 'fill:' + engineColour(e.key));
    s.append(r);
    s.append(svg('text', { x: labelW + (w - labelW - 60) * e.count / max + 4, y: y + bar - 4 }, e.count));
  });
  return el('figure', {}, el('figcaption', {}, title), s);
}

// ---------------------------------------------------------------- tree

async function loadTree() {
  const root = await source.get('tree', { node: 0 });
  $('tree-root').replaceChildren(...root.children.map(treeItem));
}

function treeItem(n) {
  const li = el('li', { role: 'treeitem', 'aria-expanded': n.children ? 'false' : undefined });
  const group = el('ul', { role: 'group' });
  const toggle = el('button', { class: 'toggle', 'aria-label': 'expand ' + (n.name || n.kind) }, n.children ? '▸' : '·');
  let loaded = false;
  toggle.addEventListener('click', async () => {
    if (!n.children) return;
    const open = li.getAttribute('aria-expanded') === 'true';
    li.setAttribute('aria-expanded', open ? 'false' : 'true');
    toggle.textContent = open ? '▸' : '▾';
    group.hidden = open;
    if (!loaded) {
      loaded = true;
      const t = await source.get('tree', { node: n.id });
      group.replaceChildren(...(t.children || []).map(treeItem));
    }
  });
  const label = el('button', { 'data-node': n.id, 'data-block': n.block },
    el('span', { class: 'kind' }, n.kind + ' '), n.name || '(unnamed)', el('span', { class: 'muted' }, ' ' + n.count));
  label.addEventListener('click', () => {
    if (n.block >= 0) { state.block = n.block; showView(state.view === 'engines' ? 'engines' : 'graph'); }
    else if (n.instruction >= 0) select(n.instruction);
    else if (n.count > 0) select(n.first);
  });
  label.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') { toggle.click(); e.preventDefault(); }
  });
  li.append(el('div', { class: 'tree-item' }, toggle, label), group);
  return li;
}

// ---------------------------------------------------------------- table (virtualised)

const table = {
  total: 0, pages: new Map(), key: '', ready: Promise.resolve(),
  params() {
    const f = state.filter;
    const p = { sort: f.sort || 'index', dir: f.dir || 'asc' };
    for (const k of ['text', 'name', 'opcode', 'engine']) if (f[k]) p[k] = f[k];
    if (f.inblock && state.block != null) p.block = state.block;
    return p;
  },
  // ready: the current filter's first page is in and the table sized for its rows.
  async refresh() {
    const p = this.params();
    const key = JSON.stringify(p);
    if (key !== this.key) {
      this.key = key;
      this.pages = new Map();
      this.ready = source.get('instructions', { ...p, offset: 0, limit: PAGE }).then((first) => {
        if (key !== this.key) return;
        this.pages.set(0, first.rows);
        this.total = first.total;
        $('table-spacer').style.height = this.total * ROW + 'px';
        $('f-count').textContent = this.total + ' instruction(s)';
      });
    }
    await this.ready;
    this.draw();
  },
  draw() {
    const t = $('table');
    const first = Math.floor(t.scrollTop / ROW);
    const count = Math.ceil(t.clientHeight / ROW) + 10;
    const shown = [];
    for (let k = first; k < Math.min(this.total, first + count); k++) {
      const page = Math.floor(k / PAGE);
      const rows = this.pages.get(page);
      if (!rows) { this.load(page); continue; }
      const r = rows[k - page * PAGE];
      if (!r) continue;
      const f = findingsOn.get(r.i);
      const row = el('div', { class: 'row' + marks(r.i, r.changed) + (r.i === state.i ? ' selected' : ''),
        role: 'row', 'data-i': r.i, style: `top:${k * ROW}px` },
      el('span', {}, f ? el('span', { class: 'mark', title: f.count + ' finding(s): ' + f.rules.join(', ') }, '! ') : '', r.i), el('span', {}, r.name ?? ''), el('span', {}, r.opcode ?? ''),
      el('span', { style: `color:inherit;border-left:4px solid ${engineColour(r.engine)};padding-left:3px` }, r.engine ?? ''),
      el('span', {}, r.blockName ?? ''), el('span', {}, r.op ?? ''));
      row.addEventListener('click', () => select(r.i, true));
      shown.push(row);
    }
    t.replaceChildren($('table-spacer'), ...shown);
    // A steady scroll finds its rows drawn: the pages half a page above and below the rows shown are
    // fetched ahead. Pages far from them are dropped, so scrolling a million rows keeps a few pages.
    for (const k of [first - PAGE / 2, first + count + PAGE / 2]) {
      if (k >= 0 && k < this.total && !this.pages.has(Math.floor(k / PAGE))) this.load(Math.floor(k / PAGE));
    }
    if (this.pages.size > KEPT_PAGES) {
      const here = Math.floor(first / PAGE);
      for (const page of [...this.pages.keys()]) {
        if (Math.abs(page - here) > KEPT_PAGES / 2) this.pages.delete(page);
      }
    }
  },
  loading: new Set(),
  async load(page) {
    if (this.loading.has(page + this.key)) return;
    const key = this.key;
    this.loading.add(page + key);
    const r = await source.get('instructions', { ...this.params(), offset: page * PAGE, limit: PAGE });
    this.loading.delete(page + key);
    if (key !== this.key) return;
    this.pages.set(page, r.rows);
    this.draw();
  },
  // An instruction selected anywhere but in the table is scrolled to when the table is shown: the
  // table holds only the pages on screen, so the row's place in the current filter and order is
  // asked for (find), then its page is fetched as the table draws.
  stale: true,
  async revealSelection() {
    if (!this.stale || state.i == null || state.view !== 'instructions') return;
    const i = state.i, key = this.key;
    const [r] = await Promise.all([source.get('instructions', { ...this.params(), find: i, limit: 0 }), this.ready]);
    if (i !== state.i || key !== this.key || state.view !== 'instructions') return;
    this.stale = false;
    $('f-count').textContent = this.total + ' instruction(s)' + (r.position < 0 ? '; the selected one is not among them' : '');
    if (r.position < 0) return;
    const t = $('table');
    const top = r.position * ROW;
    if (top < t.scrollTop || top + ROW > t.scrollTop + t.clientHeight) t.scrollTop = Math.max(0, top - (t.clientHeight - ROW) / 2);
    this.draw();
  },
  // A new filter or order: from its top, or at the selection when it is among the rows.
  async reorder() {
    $('table').scrollTop = 0;
    await this.refresh();
    this.stale = true;
    await this.revealSelection();
  },
  // Moves the selection by delta rows in the table's current order.
  async step(delta) {
    const rows = [...this.pages.entries()].flatMap(([p, rs]) => rs.map((r, k) => [p * PAGE + k, r.i]));
    let at = rows.find(([, i]) => i === state.i)?.[0];
    // The selection's page may have been dropped (scrolled far from it): its place is asked for.
    if (at == null && state.i != null) {
      at = (await source.get('instructions', { ...this.params(), find: state.i, limit: 0 })).position;
    }
    const k = Math.max(0, Math.min(this.total - 1, (at != null && at >= 0 ? at : -1) + delta));
    const page = Math.floor(k / PAGE);
    if (!this.pages.has(page)) await this.load(page);
    const r = this.pages.get(page)?.[k - page * PAGE];
    if (r) {
      select(r.i, true);
      const t = $('table');
      if (k * ROW < t.scrollTop || k * ROW > t.scrollTop + t.clientHeight - ROW) t.scrollTop = k * ROW - t.clientHeight / 2;
    }
  },
};

function setupFilters() {
  for (const e of summary.byOpcode) $('f-opcode').append(el('option', { value: e.key }, e.key + ' (' + e.count + ')'));
  for (const e of summary.byEngine) $('f-engine').append(el('option', { value: e.key }, e.key + ' (' + e.count + ')'));
  const bind = (id, key, ev) => {
    const input = $(id);
    if (input.type === 'checkbox') input.checked = !!state.filter[key];
    else input.value = state.filter[key] || '';
    let timer;
    input.addEventListener(ev, () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        state.filter[key] = input.type === 'checkbox' ? (input.checked ? '1' : '') : input.value;
        writeHash();
        table.reorder();
      }, 150);
    });
  };
  bind('f-text', 'text', 'input');
  bind('f-name', 'name', 'input');
  bind('f-opcode', 'opcode', 'change');
  bind('f-engine', 'engine', 'change');
  bind('f-block', 'inblock', 'change');
  for (const b of document.querySelectorAll('.table-head button')) {
    b.addEventListener('click', () => {
      const f = state.filter;
      f.dir = f.sort === b.dataset.sort && f.dir !== 'desc' ? 'desc' : 'asc';
      f.sort = b.dataset.sort;
      writeHash();
      table.reorder();
    });
  }
  $('table').addEventListener('scroll', () => table.draw());
  $('table').addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'j') { table.step(1); e.preventDefault(); }
    if (e.key === 'ArrowUp' || e.key === 'k') { table.step(-1); e.preventDefault(); }
  });
}

// ---------------------------------------------------------------- selection and panel

// fromTable: a row clicked or reached with the keys, which is on screen already.
async function select(i, fromTable = false) {
  state.i = i;
  if (!fromTable) {
    table.stale = true;
    if (state.view === 'instructions' && loaded) table.revealSelection();
  }
  const d = await source.get('instruction', { i });
  if (d.cut) {
    $('panel').replaceChildren(el('p', {}, `Instruction ${i} is beyond what this page embeds.`));
    return;
  }
  state.block = d.block;
  writeHash();
  drawPanel(d);
  for (const r of document.querySelectorAll('.row')) r.classList.toggle('selected', Number(r.dataset.i) === i);
  for (const r of document.querySelectorAll('#view-findings .finding, #view-diff .finding')) r.classList.toggle('selected-item', Number(r.dataset.i) === i);
  if (state.view !== 'overview' && state.view !== 'instructions' && state.view !== 'findings' && state.view !== 'diff') render[state.view]();
  for (const b of document.querySelectorAll('#tree [data-block]')) b.classList.toggle('current', Number(b.dataset.block) === d.block);
}

function drawPanel(d) {
  const facts = [['name', d.name], ['opcode', d.opcode], ['engine', d.engine], ['index', d.i],
    ['pointer', d.pointer], ['in', d.holder], ['block', d.blockName], ['engine id', d.engineId],
    ['scheduled', d.scheduledStart != null ? d.scheduledStart + '..' + d.scheduledEnd : undefined],
    ['queue', d.queue], ['loop', d.loop],
    ['source', d.debug.filename ? d.debug.filename + ':' + (d.debug.lineno ?? '?') : undefined],
    ['op_name', d.debug.op_name]].filter(([, v]) => v !== undefined && v !== null);
  const dl = el('dl', { id: 'panel-header' });
  for (const [k, v] of facts) dl.append(el('dt', {}, k), el('dd', { 'data-key': k }, v));
  const ops = d.operands.map((o) => el('div', { class: 'operand' },
    el('strong', {}, `${o.role}[${o.index}] `), `${o.kind} ${o.dtype ?? ''} ${o.memset ?? ''}${o.memref ? ' / ' + o.memref : ''}`,
    o.ap ? el('code', {}, 'ap ' + JSON.stringify(o.ap) + (o.offset != null ? ' offset ' + o.offset : '')) : '',
    o.ap ? apPicture(o.ap, o.role === 'outs') : '',
    ...(o.exprs || []).map((x) => el('span', { class: 'expr' }, 'addr = ' + x))));
  const deps = (title, list, cls) => el('div', { class: cls },
    el('h3', {}, title + ' (' + list.length + ')'),
    el('ul', {}, ...list.map((e) => el('li', {}, link(e.i, `${e.name ?? e.opcode} #${e.i}`), ' ' + e.kind))));
  $('panel').replaceChildren(el('h2', {}, d.name ?? d.opcode), dl,
    el('h3', {}, 'Operands'), ...ops,
    deps('Depends on', d.dependsOn, 'depends-on'), deps('Depended on by', d.dependents, 'dependents'),
    d.semaphores.length ? el('div', {}, el('h3', {}, 'Semaphores'), el('ul', {}, ...d.semaphores.map((s) => el('li', {}, s)))) : '');
}

// An access pattern as partitions (its first pair) by elements (the product of the others).
function apPicture(ap, write) {
  const partitions = ap[0][1];
  const elements = ap.slice(1).reduce((n, p) => n * p[1], 1);
  const w = 200, h = 60;
  const s = svg('svg', { width: w + 120, height: h + 4, role: 'img', 'aria-label': `${partitions} partitions by ${elements} elements` });
  const rows = Math.min(partitions, 32);
  const cols = Math.min(elements, 64);
  s.append(svg('rect', { x: 0, y: 0, width: w, height: h, class: 'location' }));
  for (let r = 0; r < rows; r += Math.max(1, Math.floor(rows / 8))) {
    s.append(svg('rect', { x: 0, y: (r * h) / rows, width: (cols * w) / Math.max(cols, 1), height: Math.max(1, h / rows - 1), class: 'footprint ' + (write ? 'write' : 'read') }));
  }
  s.append(svg('text', { x: w + 6, y: 14 }, partitions + ' partitions'));
  s.append(svg('text', { x: w + 6, y: 30 }, '× ' + elements + ' elements'));
  return s;
}

// ---------------------------------------------------------------- graph (ELK)

let elk;
let graphCache = new Map();

// The layout library is 1.6 MB of script: a served page loads it when it first draws a graph, so
// the overview of a big document does not wait for it (an exported page has it inlined).
let elkLoading;
function loadElk() {
  if (window.ELK) return Promise.resolve();
  elkLoading ??= new Promise((ok, fail) => {
    const s = el('script', { src: 'assets/elk.bundled.js' });
    s.addEventListener('load', ok);
    s.addEventListener('error', () => { elkLoading = undefined; fail(new Error('the layout library did not load')); });
    document.head.append(s);
  });
  return elkLoading;
}
async function graphOf(block) {
  if (!graphCache.has(block)) graphCache.set(block, await source.get('graph', { block }));
  return graphCache.get(block);
}

async function drawGraph() {
  const box = $('graph');
  if (state.block == null) { $('graph-title').textContent = 'Select a block in the tree or an instruction.'; box.replaceChildren(); return; }
  const g = await graphOf(state.block);
  if (g.cut) { $('graph-title').textContent = 'This block is beyond what the page embeds.'; return; }
  $('graph-title').textContent = `Block ${g.name}: ${g.instructions} instruction(s)` + (g.shown < g.instructions ? `, the first ${g.shown} laid out` : '');
  const engines = [...new Set(g.nodes.map((n) => n.engine))];
  $('graph-legend').replaceChildren(
    ...engines.map((e) => el('span', {}, el('span', { class: 'swatch', style: 'background:' + engineColour(e) }), e ?? '(none)')),
    el('span', {}, 'edges: Flow, Anti, Output, Ordered; semaphore dashed'));
  await loadElk();
  elk = elk || new ELK();
  const laid = await elk.layout({
    id: 'root',
    layoutOptions: { 'elk.algorithm': 'layered', 'elk.direction': 'DOWN', 'elk.spacing.nodeNode': '20', 'elk.layered.spacing.nodeNodeBetweenLayers': '30' },
    children: g.nodes.map((n) => ({ id: 'n' + n.i, width: Math.max(90, 7 * String(n.name ?? n.opcode).length + 10), height: 34 })),
    edges: g.edges.map((e, k) => ({ id: 'e' + k, sources: ['n' + e.from], targets: ['n' + e.to] })),
  });
  const s = svg('svg', { width: laid.width + 20, height: laid.height + 20, role: 'img', 'aria-label': 'dependency graph of ' + g.name });
  const defs = svg('defs');
  const marker = svg('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' });
  marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'arrowhead' }));
  defs.append(marker);
  s.append(defs);
  const root = svg('g', { transform: 'translate(10,10)' });
  s.append(root);
  (laid.edges || []).forEach((e, k) => {
    for (const sec of e.sections || []) {
      const pts = [sec.startPoint, ...(sec.bendPoints || []), sec.endPoint];
      root.append(svg('polyline', { class: 'edge ' + g.edges[k].kind, points: pts.map((p) => p.x + ',' + p.y).join(' '), 'marker-end': 'url(#arrow)' }));
    }
  });
  for (const c of laid.children) {
    const i = Number(c.id.slice(1));
    const n = g.nodes.find((x) => x.i === i);
    const node = svg('g', { class: 'node' + marks(i, n.changed) + (i === state.i ? ' selected' : ''), 'data-i': i, transform: `translate(${c.x},${c.y})`, tabindex: 0, role: 'button', 'aria-label': `${n.opcode} ${n.name ?? ''}` + (findingsOn.has(i) ? ', has findings' : '') + (n.changed ? ', changed' : '') });
    node.append(svg('rect', { width: c.width, height: c.height, rx: 4, style: 'fill:' + engineColour(n.engine) }));
    node.append(svg('text', { x: 5, y: 14, style: 'fill:#111' }, n.name ?? ''));
    node.append(svg('text', { x: 5, y: 28, style: 'fill:#333' }, n.opcode));
    badges(node, i, n.changed, c.width - 10, 14);
    node.addEventListener('click', () => select(i));
    node.addEventListener('keydown', (ev) => { if (ev.key === 'Enter') select(i); });
    root.append(node);
  }
  box.replaceChildren(s);
}

// ---------------------------------------------------------------- engines

async function drawEngines() {
  const box = $('engines');
  if (state.block == null) { $('engines-title').textContent = 'Select a block or an instruction.'; box.replaceChildren(); return; }
  const g = await graphOf(state.block);
  if (g.cut) return;
  $('engines-title').textContent = `Block ${g.name}: each engine's stream in program order, cross-engine edges drawn`;
  const engines = [...new Set(g.nodes.map((n) => n.engine))];
  const colW = 180, rowH = 26;
  const s = svg('svg', { width: engines.length * colW + 20, height: g.nodes.length * rowH + 40, role: 'img', 'aria-label': 'engine streams' });
  const at = new Map();
  engines.forEach((e, k) => s.append(svg('text', { x: k * colW + 10, y: 14, 'font-weight': 'bold' }, e ?? '(none)')));
  g.nodes.forEach((n, row) => {
    const x = engines.indexOf(n.engine) * colW + 10, y = row * rowH + 24;
    at.set(n.i, { x, y });
    const node = svg('g', { class: 'node' + marks(n.i, n.changed) + (n.i === state.i ? ' selected' : ''), 'data-i': n.i, tabindex: 0 });
    node.append(svg('rect', { x, y, width: colW - 30, height: rowH - 6, rx: 3, style: 'fill:' + engineColour(n.engine) }));
    node.append(svg('text', { x: x + 4, y: y + 14, style: 'fill:#111' }, `${n.name ?? ''} ${n.opcode}`));
    badges(node, n.i, n.changed, x + colW - 40, y + 14);
    node.addEventListener('click', () => select(n.i));
    s.append(node);
  });
  for (const e of g.edges) {
    const a = at.get(e.from), b = at.get(e.to);
    const na = g.nodes.find((n) => n.i === e.from), nb = g.nodes.find((n) => n.i === e.to);
    if (!a || !b || na.engine === nb.engine) continue;
    s.append(svg('line', { class: 'edge ' + e.kind, x1: a.x + colW - 30, y1: a.y + 10, x2: b.x, y2: b.y + 10 }));
  }
  box.replaceChildren(s);
}

// ---------------------------------------------------------------- memory

async function drawMemory() {
  const box = $('memory');
  if (state.i == null) { $('memory-title').textContent = 'Select an instruction: its function\'s SB and PSUM locations are drawn, its footprint highlighted.'; box.replaceChildren(); return; }
  const m = await source.get('memory', { i: state.i });
  if (m.cut) { $('memory-title').textContent = 'Beyond what this page embeds.'; return; }
  $('memory-title').textContent = `Function ${m.function}: SB and PSUM, partitions (down) by bytes (across); instruction ${state.i}'s footprint highlighted (reads green, writes red)`;
  const parts = [];
  for (const space of ['SB', 'PSUM']) {
    const locs = m.locations.filter((l) => l.space === space);
    const touches = m.footprints.flatMap((f) => f.touches.filter((t) => t.space === space).map((t) => ({ ...t, access: f.access })));
    if (!locs.length && !touches.length) continue;
    const bytes = Math.max(1, ...locs.map((l) => l.addr + l.bytes), ...touches.flatMap((t) => t.byteRuns));
    const partitions = Math.max(128, ...locs.map((l) => l.base + l.partitions));
    const w = 900, h = 256, sx = w / bytes, sy = h / partitions;
    const s = svg('svg', { width: w + 60, height: h + 30, role: 'img', 'aria-label': space + ' memory' });
    const g = svg('g', { transform: 'translate(40,20)' });
    s.append(svg('text', { x: 0, y: 12 }, `${space}: ${partitions} partitions × ${bytes} bytes drawn`));
    s.append(g);
    for (const l of locs) {
      const r = svg('rect', { class: 'location', x: l.addr * sx, y: l.base * sy, width: Math.max(1, l.bytes * sx), height: Math.max(1, l.partitions * sy) });
      r.append(svg('title', {}, `${l.name} (${l.set}): partitions ${l.base}..${l.base + l.partitions - 1}, bytes ${l.addr}..${l.addr + l.bytes - 1}`));
      g.append(r);
      g.append(svg('text', { x: l.addr * sx + 3, y: l.base * sy + 12 }, l.name));
    }
    for (const t of touches) {
      const span = (t.partitions - 1) * t.partitionStep + 1;
      for (let k = 0; k + 1 < t.byteRuns.length; k += 2) {
        const r = svg('rect', { class: 'footprint ' + t.access, x: t.byteRuns[k] * sx, y: t.firstPartition * sy, width: Math.max(2, (t.byteRuns[k + 1] - t.byteRuns[k]) * sx), height: Math.max(2, span * sy) });
        r.append(svg('title', {}, `${t.access} ${t.iteration}: ${t.text}`));
        g.append(r);
      }
    }
    parts.push(s);
  }
  const notes = m.footprints.filter((f) => f.unknown || f.problems.length).map((f) => el('p', {}, `${f.pointer}: ${f.unknown ?? ''} ${f.problems.join('; ')}`));
  box.replaceChildren(...(parts.length ? parts : [el('p', {}, 'No SB or PSUM location in this function.')]), ...notes);
}

// ---------------------------------------------------------------- findings and diff

async function drawFindings() {
  const v = $('view-findings');
  v.replaceChildren(el('p', {}, 'checking…'));
  const f = await source.get('findings');
  if (f.cut) { v.replaceChildren(el('p', {}, 'not embedded')); return; }
  const item = (x, sev) => el('div', { class: 'finding' + (x.instruction >= 0 && x.instruction === state.i ? ' selected-item' : ''), 'data-i': x.instruction },
    el('span', { class: 'sev-' + sev }, (x.id ?? 'undecided') + ' '), x.message ?? x.reason, ' ',
    x.instruction >= 0 ? link(x.instruction, x.pointer) : el('code', {}, x.pointer ?? ''),
    ...(x.related || []).map((r) => el('div', { class: 'muted' }, r.message + ' ', r.instruction >= 0 ? link(r.instruction, r.pointer) : r.pointer)));
  v.replaceChildren(el('h2', {}, `Verdict: ${f.verdict}`),
    el('h3', {}, `Findings (${f.findings.length})`), chunked(f.findings, (x) => item(x, x.severity)),
    el('h3', {}, `Not modelled (${f.undecided.length})`), chunked(f.undecided, (x) => item(x, 'warning')));
}

// A big document's thousands of findings would be hundreds of thousands of elements in the tab:
// a list shows its first CHUNK entries and a button for each CHUNK more.
const CHUNK = 500;
function chunked(list, draw) {
  const box = el('div', { class: 'chunked' });
  const more = (from) => {
    box.querySelector('.more')?.remove();
    box.append(...list.slice(from, from + CHUNK).map(draw));
    if (from + CHUNK < list.length) {
      box.append(el('button', { class: 'more', onclick: () => more(from + CHUNK) },
        `show ${Math.min(CHUNK, list.length - from - CHUNK)} more of ${list.length - from - CHUNK}`));
    }
  };
  more(0);
  return box;
}

async function drawDiff() {
  const v = $('view-diff');
  const d = await source.get('diff');
  if (!d.compared) { v.replaceChildren(el('p', {}, 'One document: run bir explore OLD NEW to see their differences.')); return; }
  v.replaceChildren(el('h2', {}, `${d.differences.length} difference(s) from ${d.old} to ${d.new}` + (d.differences.length >= d.limit ? ' (cut at ' + d.limit + ')' : '')),
    chunked(d.differences, (x) => el('div', { class: 'finding diff-item', 'data-i': x.instruction }, el('strong', {}, x.change + ' '),
      x.instruction >= 0 ? link(x.instruction, x.newPointer) : el('code', {}, x.newPointer ?? x.oldPointer),
      el('div', { class: 'muted' }, `${x.oldText ?? '-'} → ${x.newText ?? '-'}`))));
}

// ---------------------------------------------------------------- start

async function start(src) {
  source = src;
  readHash();
  // bir explore serves the page while it reads the document: the summary comes when it is read.
  $('doc-name').textContent = 'reading the document…';
  try {
    summary = await source.get('summary');
  } catch (e) {
    $('doc-name').textContent = String(e.message);
    throw e;
  }
  $('doc-name').textContent = summary.name + (summary.comparedWith ? ' (compared with ' + summary.comparedWith + ')' : '');
  $('app').hidden = false;
  $('picker').hidden = true;
  await drawOverview();
  setupFilters();
  for (const b of document.querySelectorAll('#tabs button')) b.addEventListener('click', () => showView(b.dataset.view));
  document.addEventListener('keydown', (e) => {
    if (e.target.matches('input, select')) return;
    if (e.key === '/') { showView('instructions'); $('f-text').focus(); e.preventDefault(); }
  });
  if (summary.reading) {
    document.body.dataset.reading = 'true';
    $('tree-root').replaceChildren(el('li', { class: 'muted' }, 'reading the document…'));
    showView(state.view);
    // Answered once the document is read: the server holds the request until then.
    try {
      await source.get('tree', { node: 0 });
    } catch (e) {
      $('reading').textContent = 'The document could not be read: ' + e.message;
      $('reading').hidden = false;
      throw e;
    }
    delete document.body.dataset.reading;
  }
  loaded = true;
  pollVerdict();
  if (summary.comparedWith) await source.get('diff');
  loadTree();
  showView(state.view);
  if (state.i != null) select(state.i);
  document.body.dataset.ready = 'true';
}

function picker() {
  $('picker').hidden = false;
  const send = async (file) => {
    $('picker-status').textContent = 'sending ' + file.name + '…';
    const r = await fetch('explorer/documents?name=' + encodeURIComponent(file.name), { method: 'POST', body: file, headers: { 'Content-Type': 'application/octet-stream' } });
    if (!r.ok) { $('picker-status').textContent = await r.text(); return; }
    const { id } = await r.json();
    state.doc = id;
    history.replaceState(null, '', '#doc=' + id);
    start(new HttpSource('explorer/documents/' + id + '/'));
  };
  $('picker-file').addEventListener('change', (e) => e.target.files[0] && send(e.target.files[0]));
  const drop = $('drop');
  drop.addEventListener('dragover', (e) => { e.preventDefault(); drop.classList.add('over'); });
  drop.addEventListener('dragleave', () => drop.classList.remove('over'));
  drop.addEventListener('drop', (e) => { e.preventDefault(); drop.classList.remove('over'); if (e.dataTransfer.files[0]) send(e.dataTransfer.files[0]); });
}

const mode = document.querySelector('meta[name="bir-source"]').content;
if (mode === 'embedded') {
  const data = JSON.parse($('bir-data').textContent);
  if (data.embedded < data.answers.summary.instructions) {
    $('notice').hidden = false;
    $('notice').textContent = `This page embeds the first ${data.embedded} of ${data.answers.summary.instructions} instructions (the limit is ${data.limit}): their rows, panels, block graphs and memory views. The findings and differences are the whole document's; those on later instructions are listed but not shown. Run bir explore FILE for the whole document.`;
  }
  start(new EmbeddedSource(data));
} else if (mode === 'picker') {
  readHash();
  if (state.doc) start(new HttpSource('explorer/documents/' + state.doc + '/')).catch(() => picker());
  else picker();
} else {
  start(new HttpSource(mode));
}
