// One small driver layer over three browser engines, so a flow is written once and run on
// each: Chromium (playwright-core over CDP), Firefox ESR (puppeteer-core over WebDriver BiDi)
// and WebKitGTK (its WebDriver, WebKitWebDriver with MiniBrowser, under Xvfb, spoken to with
// plain W3C WebDriver commands). All three browsers are Debian's; no driver downloads one.
//
// A page offers only what all three can do the same way: go to a URL, run a function in the
// page, pointer and touch input at a point on screen, keys, the viewport's size, a second
// tab, and the console's errors. Anything a page must run before the app's own scripts (an
// init script) is served by the test server in the page itself (`serve(dir, { init })`).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launch } from './harness.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

const FIREFOX = process.env.FIREFOX ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';

/** WebKitGTK's MiniBrowser, wherever the installed webkit2gtk-4.x puts it. */
export function miniBrowser() {
  if (process.env.MINIBROWSER) return process.env.MINIBROWSER;
  const lib = '/usr/lib/x86_64-linux-gnu';
  const dirs = existsSync(lib) ? readdirSync(lib).filter((d) => /^webkit2?gtk-[\d.]+$/.test(d)).sort().reverse() : [];
  return dirs.map((d) => `${lib}/${d}/MiniBrowser`).find((p) => existsSync(p)) ?? null;
}

/** Whether this machine has the engine's browser (and driver). */
export function available(name) {
  if (name === 'chromium') return existsSync(process.env.CHROMIUM ?? '/usr/bin/chromium');
  if (name === 'firefox') return existsSync(FIREFOX);
  if (name === 'webkit') return existsSync(WEBKIT_DRIVER) && miniBrowser() !== null && existsSync('/usr/bin/xvfb-run');
  return false;
}

/** The engines to run: `TAVOLA_ENGINES=firefox,webkit` picks some; by default all three. */
export function selected() {
  const asked = process.env.TAVOLA_ENGINES?.split(',').map((s) => s.trim()).filter(Boolean);
  return asked ?? ENGINES;
}

const pause = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** WebDriver's codes for the keys the flows press (the W3C spec's table). */
const WD_KEYS = {
  Enter: '\uE007', Tab: '\uE004', Escape: '\uE00C', Space: ' ', Backspace: '\uE003',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015',
  Home: '\uE011', End: '\uE010', Shift: '\uE008',
};

/** Collects console errors and uncaught errors inside the page (WebKit's WebDriver reports
 * neither), from the moment it runs. */
function installProblemWatch() {
  if (window.__problems) return;
  window.__problems = [];
  const error = console.error;
  console.error = (...args) => { window.__problems.push(`console: ${args.map(String).join(' ')}`); error.apply(console, args); };
  addEventListener('error', (e) => window.__problems.push(`page error: ${e.message}`));
  addEventListener('unhandledrejection', (e) => window.__problems.push(`page error: ${e.reason}`));
}

/** A page on any engine. Backends supply `_goto`, `_reload`, `_eval`, `_click`, `_tap`,
 * `_drag`, `_key`, `_viewport`, `_shot`, `_close`, `_problems`. */
class Page {
  constructor(engine) { this.engine = engine; }

  async goto(url) { await this._goto(url); await this._afterLoad(); }
  async reload() { await this._reload(); await this._afterLoad(); }
  async _afterLoad() { if (this.engine === 'webkit') await this.eval(installProblemWatch).catch(() => {}); }

  /** Runs `fn(arg)` in the page and returns its (awaited, JSON) result. */
  eval(fn, arg) { return this._eval(fn, arg); }
  /** Runs `fn(arg)` in the document of the iframe `selector` matches (of any origin). */
  frameEval(selector, fn, arg) { return this._frameEval(selector, fn, arg); }
  /** Clicks the centre of `inner` inside the iframe `frame`, with the mouse on the page. */
  async clickInFrame(frame, inner) {
    const box = await this.eval((s) => { const f = document.querySelector(s); f.scrollIntoView({ block: 'center' }); const r = f.getBoundingClientRect(); return { x: r.x + f.clientLeft, y: r.y + f.clientTop }; }, frame);
    const at = await this.frameEval(frame, (s) => { const el = document.querySelector(s); const r = (el.querySelector('circle.hit') ?? el).getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; }, inner);
    await this._click(box.x + at.x, box.y + at.y);
  }

  /** Polls `fn(arg)` in the page until it returns something truthy, and returns that. */
  async waitFor(fn, arg, { timeout = 30000, what = String(fn) } = {}) {
    const until = Date.now() + timeout;
    let last;
    for (;;) {
      try {
        last = await this._eval(fn, arg);
        if (last) return last;
      } catch (e) {
        // A navigation in between destroys the context the function ran in: ask again.
        if (!/context|navigat|destroyed|detached|no such|unload/i.test(e.message)) throw e;
      }
      if (Date.now() > until) throw new Error(`${this.engine}: timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
      await pause(40);
    }
  }

  /** Waits until `selector` matches a visible element. */
  visible(selector, options) {
    return this.waitFor((s) => [...document.querySelectorAll(s)].some((e) => e.getClientRects().length > 0), selector,
      { what: selector, ...options });
  }

  /** The centre of the element on screen, scrolled into view first. A GIPF point's centre is
   * its hit circle's. */
  async centre(selector) {
    const at = await this.waitFor((s) => {
      const el = [...document.querySelectorAll(s)].find((e) => e.getClientRects().length > 0);
      if (!el) return null;
      const target = el.querySelector('circle.hit') ?? el;
      const r0 = target.getBoundingClientRect();
      if (r0.top < 0 || r0.bottom > innerHeight || r0.left < 0 || r0.right > innerWidth) target.scrollIntoView({ block: 'center', inline: 'center' });
      const r = target.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }, selector, { what: selector, timeout: 15000 });
    return at;
  }

  /** A pointer click (the mouse) at the centre of `selector`. */
  async click(selector) { const { x, y } = await this.centre(selector); await this._click(x, y); }
  /** A finger's tap at the centre of `selector` (an engine without touch input throws). */
  async tap(selector) { const { x, y } = await this.centre(selector); await this._tap(x, y); }
  /** A mouse drag from the centre of one element to another's. */
  async drag(from, to) { const a = await this.centre(from); const b = await this.centre(to); await this._drag(a, b); }
  /** Presses a key by its name (`Enter`, `Tab`, `ArrowRight`, `Space`, or one character). */
  press(key) { return this._key(key); }
  /** Focuses `selector` inside the page (as Tab would reach it) without a pointer. */
  focus(selector) { return this.eval((s) => { document.querySelector(s).focus(); return true; }, selector); }
  setViewport(width, height) { return this._viewport(width, height); }
  screenshot(path) { return this._shot(path); }
  close() { return this._close(); }
  /** The console errors and uncaught errors the page has reported. */
  problems() { return this._problems(); }

  text(selector) { return this.eval((s) => document.querySelector(s)?.textContent ?? null, selector); }
  attr(selector, name) { return this.eval(([s, n]) => document.querySelector(s)?.getAttribute(n) ?? null, [selector, name]); }
  count(selector) { return this.eval((s) => document.querySelectorAll(s).length, selector); }
  position() { return this.attr('[data-position]', 'data-position'); }
}

/**
 * A page of Playwright or Puppeteer (their page APIs agree on what the flows use) as the
 * flows' `Page`: `key` maps a key name, `resize` sets the viewport, `newTab` opens another
 * page on the same context.
 */
function wrapPage(name, page, context, viewport, { key = (k) => k, resize, newTab }) {
  const p = new Page(name);
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return Object.assign(p, {
    raw: page,
    touch: viewport.touch,
    _goto: (url) => page.goto(url),
    _reload: () => page.reload(),
    _eval: (fn, arg) => page.evaluate(fn, arg),
    _frameEval: async (sel, fn, arg) => { const f = await (await page.$(sel))?.contentFrame(); if (!f) throw new Error(`no such frame ${sel}`); return f.evaluate(fn, arg); },
    _click: (x, y) => page.mouse.click(x, y),
    _tap: (x, y) => page.touchscreen.tap(x, y),
    _drag: async (a, b) => { await page.mouse.move(a.x, a.y); await page.mouse.down(); await page.mouse.move(b.x, b.y, { steps: 8 }); await page.mouse.up(); },
    _key: (k) => page.keyboard.press(key(k)),
    _viewport: (width, height) => { Object.assign(viewport, { width, height }); return resize(width, height); },
    _shot: (path) => page.screenshot({ path }),
    _close: () => context.close(),
    _problems: async () => problems,
    newTab,
  });
}

// ---- Chromium: playwright-core over CDP ----------------------------------------------

async function chromiumEngine() {
  const browser = await launch();
  const open = async (context, viewport) => {
    const page = await context.newPage();
    return wrapPage('chromium', page, context, viewport, {
      resize: (width, height) => page.setViewportSize({ width, height }),
      newTab: async () => { const tab = await open(context, { ...viewport }); await tab._viewport(viewport.width, viewport.height); return tab; },
    });
  };
  return {
    name: 'chromium',
    touch: true,
    version: browser.version(),
    async newPage({ width = 1280, height = 800, touch = false } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch });
      return open(context, { width, height, touch });
    },
    close: () => browser.close(),
  };
}

// ---- Firefox ESR: puppeteer-core over WebDriver BiDi ---------------------------------

async function firefoxEngine() {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox', protocol: 'webDriverBiDi', executablePath: FIREFOX, headless: true,
    // No update checks, telemetry or remote settings: this network reaches none of them.
    extraPrefsFirefox: { 'app.update.enabled': false, 'datareporting.policy.dataSubmissionEnabled': false },
  });
  const version = await browser.version();
  const open = async (context, viewport) => {
    const page = await context.newPage();
    await page.setViewport({ width: viewport.width, height: viewport.height, hasTouch: viewport.touch });
    return wrapPage('firefox', page, context, viewport, {
      key: (k) => (k === 'Space' ? ' ' : k),
      resize: (width, height) => page.setViewport({ width, height, hasTouch: viewport.touch }),
      newTab: () => open(context, { ...viewport }),
    });
  };
  return {
    name: 'firefox',
    touch: true,
    version,
    async newPage({ width = 1280, height = 800, touch = false } = {}) {
      return open(await browser.createBrowserContext(), { width, height, touch });
    },
    close: () => browser.close(),
  };
}

// ---- WebKitGTK: WebKitWebDriver and MiniBrowser under Xvfb ----------------------------

/** Starts WebKitWebDriver under its own Xvfb on a free port. */
async function webkitDriver() {
  // Two drivers starting at once may race for the same free display (`xvfb-run -a`) or
  // port, and a loaded machine may be slow to start one: a driver that exits or does not
  // answer is stopped and another started, three times at most.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startWebkitDriver();
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

/**
 * Whether `error` is WebKitWebDriver not answering a command at all (no answer in 90 s),
 * rather than a test's own failure. Under load, MiniBrowser's automation now and then never
 * answers a pointer action made while a frame of the page starts (the workshop's preview),
 * whatever the page does; the flows run such a test once more in a new browser, and say so.
 */
export const DRIVER_STALLED = (error) => error?.name === 'TimeoutError'
  || ['UND_ERR_HEADERS_TIMEOUT', 23].includes(error?.cause?.code) || error?.cause?.name === 'TimeoutError';

async function startWebkitDriver() {
  const port = 20000 + Math.floor(Math.random() * 20000);
  // MiniBrowser's bar at its smallest (webkit-gtk/gtk-3.0/gtk.css), or its window would be
  // no narrower than 447 px, wider than a phone.
  const env = { ...process.env, XDG_CONFIG_HOME: fileURLToPath(new URL('./webkit-gtk', import.meta.url)) };
  const proc = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1280x24', WEBKIT_DRIVER, `--port=${port}`],
    { detached: true, stdio: 'ignore', env });
  let exited = false;
  proc.on('exit', () => { exited = true; });
  const stop = () => { try { process.kill(-proc.pid, 'SIGTERM'); } catch { /* gone */ } };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${base}/status`)).ok) break; } catch { /* not yet listening */ }
    if (exited || i > 600) {
      stop();
      throw new Error(`WebKitWebDriver did not start (${exited ? 'it exited' : 'no answer in 30 s'})`);
    }
    await pause(50);
  }
  const send = async (method, path, body) => {
    // No command takes a minute and a half; one that does has stalled (see DRIVER_STALLED).
    const res = await fetch(base + path, {
      method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(90_000),
    });
    const json = await res.json();
    if (json.value?.error) throw new Error(`webkit ${path.split('/').slice(3).join('/')}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  };
  return { send, stop };
}

async function webkitEngine() {
  // WebKitWebDriver drives one session at a time, and one session is one browser with its
  // own storage: each page (a fresh "context") gets a driver of its own.
  const drivers = new Map();
  let version;
  const session = async () => {
    const driver = await webkitDriver();
    const s = await driver.send('POST', '/session', {
      capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] } } },
    });
    version = s.capabilities.browserVersion;
    drivers.set(s.sessionId, driver);
    return s.sessionId;
  };
  const end = async (sid) => {
    const driver = drivers.get(sid);
    if (!driver) return;
    drivers.delete(sid);
    await driver.send('DELETE', `/session/${sid}`).catch(() => {});
    driver.stop();
  };
  await end(await session()); // its version, and a check that it starts
  // Commands on one session go one at a time, to the window they are for.
  const queues = new Map();
  const open = async (sid, windowHandle, viewport) => {
    const p = new Page('webkit');
    const run = (fn) => {
      const prev = queues.get(sid) ?? Promise.resolve();
      const next = prev.catch(() => {}).then(async () => {
        const current = await send('GET', '/window');
        if (current !== windowHandle) await send('POST', '/window', { handle: windowHandle });
        return fn();
      });
      queues.set(sid, next);
      return next;
    };
    const send = (method, path, body) => drivers.get(sid).send(method, `/session/${sid}${path}`, body);
    const pointer = (type, steps) => run(() => send('POST', '/actions', {
      actions: [{ type: 'pointer', id: type, parameters: { pointerType: type }, actions: steps }],
    }).then(() => send('DELETE', '/actions')));
    const at = ({ x, y }, duration = 0) => ({ type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration });
    const setSize = async (width, height) => {
      Object.assign(viewport, { width, height });
      // The window's rectangle includes MiniBrowser's own bar: size it so the page gets exactly this.
      await run(() => send('POST', '/window/rect', { width, height }));
      const inner = await p._eval(() => [innerWidth, innerHeight]);
      if (inner[0] !== width || inner[1] !== height) {
        await run(() => send('POST', '/window/rect', { width: 2 * width - inner[0], height: 2 * height - inner[1] }));
      }
    };
    Object.assign(p, {
      touch: viewport.touch,
      _goto: (url) => run(() => send('POST', '/url', { url })),
      _reload: () => run(() => send('POST', '/refresh', {})),
      _eval: (fn, arg) => run(() => send('POST', '/execute/sync', {
        script: `return (${fn}).apply(null, arguments)`, args: arg === undefined ? [] : [arg],
      })),
      _frameEval: (sel, fn, arg) => run(async () => {
        const el = await send('POST', '/element', { using: 'css selector', value: sel });
        await send('POST', '/frame', { id: el });
        try {
          return await send('POST', '/execute/sync', { script: `return (${fn}).apply(null, arguments)`, args: arg === undefined ? [] : [arg] });
          // Back to the page itself, even if the frame has gone meanwhile (its parent would
          // be a context the driver cannot leave).
        } finally { await send('POST', '/frame', { id: null }); }
      }),
      _click: (x, y) => pointer('mouse', [at({ x, y }), { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }]),
      _tap: (x, y) => pointer('touch', [at({ x, y }), { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }]),
      _drag: (a, b) => pointer('mouse', [at(a), { type: 'pointerDown', button: 0 },
        ...Array.from({ length: 8 }, (_, i) => at({ x: a.x + ((b.x - a.x) * (i + 1)) / 8, y: a.y + ((b.y - a.y) * (i + 1)) / 8 })),
        { type: 'pointerUp', button: 0 }]),
      _key: (k) => {
        const value = WD_KEYS[k] ?? k;
        return run(() => send('POST', '/actions', {
          actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] }],
        }).then(() => send('DELETE', '/actions')));
      },
      _viewport: setSize,
      _shot: async (path) => writeFile(path, Buffer.from(await run(() => send('GET', '/screenshot')), 'base64')),
      _close: async () => {
        const handles = await run(() => send('GET', '/window/handles'));
        if (handles.length <= 1) await end(sid);
        else await run(() => send('DELETE', '/window'));
      },
      _problems: async () => (await p._eval(() => window.__problems ?? []).catch(() => [])),
      /** A second tab of the same browser: the same storage. */
      newTab: async () => {
        const { handle } = await run(() => send('POST', '/window/new', { type: 'tab' }));
        const tab = await open(sid, handle, { ...viewport });
        await tab._viewport(viewport.width, viewport.height);
        return tab;
      },
    });
    return p;
  };
  return {
    name: 'webkit',
    // WebKitWebDriver accepts touch pointer actions, but the page hears mouse events from
    // them (pointerType "mouse", no touch events): no touch input to test (docs/testing.md).
    touch: false,
    get version() { return version; },
    async newPage({ width = 1280, height = 800 } = {}) {
      const sid = await session();
      const handle = await drivers.get(sid).send('GET', `/session/${sid}/window`);
      const p = await open(sid, handle, { width, height, touch: false });
      await p._viewport(width, height);
      return p;
    },
    async close() { for (const sid of [...drivers.keys()]) await end(sid); },
  };
}

/** Launches the named engine: { name, version, touch, newPage({ width, height, touch }), close() }. */
export function launchEngine(name) {
  if (name === 'chromium') return chromiumEngine();
  if (name === 'firefox') return firefoxEngine();
  if (name === 'webkit') return webkitEngine();
  throw new Error(`unknown engine ${name}`);
}
