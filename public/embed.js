// <tavola-board>: a live GIPF or Emergo board for any page (docs/embedding.md).
//
//   <script src="embed.js"></script>
//   <tavola-board game="emergo" moves="d6 d8" captions="Start|White enters|Black answers"></tavola-board>
//
// Attributes are the app's URL parameters (see PARAMS); a record written inside the
// element is the `record` parameter. The board runs in an iframe of the app with embed=1,
// so it saves nothing to the player's games and its styles never leak. Every attribute
// goes to the app, which checks it and names a bad one on the board. The frame follows the
// height the app reports, so the board and its controls are never clipped and never
// scroll inside the frame; with a height attribute the app fits the board into that
// height and reports it.
// Sealed: each load of a board gives its frame a fresh random key in the frame's address
// (`kit`); the app asks this page for its options ("hello") and takes them from a message
// that carries the key, so options of any length reach it (no address limit); every report
// carries the key, and messages count only from the app's own origin, the board's own
// frame and with that key: a page that frames this one and navigates the board's frame
// elsewhere, even to the app's own address with options of its own, cannot speak for it.
// Methods: reset(), play(turn), goto(ply); the property position is the position on show.
// Events, bubbling from the element:
//   tavola-ready   detail: { position }              once the board is drawn and takes turns
//   tavola-move    detail: { turn, ply, position }   after each turn played on it
//   tavola-end     detail: { winner, reason, text }  when a turn ends the game
//   tavola-solved  detail: { turn }                  an exercise's answer was played
//   tavola-wrong   detail: { turn }                  an exercise got another turn
//   tavola-shown   detail: { turn }                  "Show me" played the answer
//   tavola-position detail: { position }            after reset() or goto(ply)
(() => {
  const PARAMS = ['game', 'variant', 'position', 'moves', 'record', 'ply', 'orientation', 'interactive', 'captions', 'lang',
    'answer', 'right', 'wrong', 'hide', 'computer', 'level', 'highlight', 'arrows', 'speed', 'ended', 'white', 'black',
    'height', 'compact', 'puzzle'];
  // The app lives beside this script, wherever the page that includes it is.
  const APP = new URL('index.html', document.currentScript?.src ?? location.href);

  /**
   * The page's boards load one at a time. Each frame is a whole copy of the app (page,
   * script, wasm); started together on a slow line they share it, and the first board
   * takes as long as all of them. So a board asks for its turn once it comes near the
   * screen, the first asker in page order goes, and the next goes when it reports ready
   * (its files are then in the browser's caches) or after WAIT_MS, whichever is first.
   * "Near" is within a screen's height of being seen (NEAR): each board's start holds a
   * slow phone's main thread for a third of a second or more, which a reader who never
   * scrolls that far should not pay for, and a board one screen away has its files in the
   * cache (FILES_NEAR_PX, below) and starts in about half a second.
   */
  const WAIT_MS = 8000;
  const NEAR = '100% 0px';
  /** How near the screen a board has to be for the app's files to be fetched (preloadApp). */
  const FILES_NEAR_PX = 1250;
  const queue = {
    waiting: [],
    loading: null,
    timer: 0,
    ask(board) {
      if (this.loading === board || this.waiting.includes(board)) return;
      this.waiting.push(board);
      this.next();
    },
    done(board) {
      this.waiting = this.waiting.filter((b) => b !== board);
      if (this.loading !== board) return;
      clearTimeout(this.timer);
      this.loading = null;
      this.next();
    },
    next() {
      if (this.loading || this.waiting.length === 0) return;
      // Page order: the board nearest the top of the page first.
      this.waiting.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      const board = this.waiting.shift();
      this.loading = board;
      this.timer = setTimeout(() => this.done(board), WAIT_MS);
      board.go();
    },
  };
  const near = 'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        queue.ask(entry.target);
      }
    }, { rootMargin: NEAR })
    : null;

  /**
   * Whether the parser is past the element's end, so what is written inside it is whole:
   * always once the page is read, and while it is being read, when anything follows the
   * element.
   */
  const parsedPast = (element) => {
    if (document.readyState !== 'loading') return true;
    for (let node = element; node; node = node.parentNode) if (node.nextSibling) return true;
    return false;
  };

  /**
   * The app's first-load files (its script, wasm and stylesheet), written here by
   * scripts/embed-build.mjs at build time. The first board to load fetches them from this
   * page at once, beside its frame's own page, and the frame then finds them in the
   * browser's cache: on a slow line, the wasm arrives a round trip or two sooner. Only
   * when the app is on this page's own origin, since the browser keeps another site's
   * files for a frame apart from the page's.
   */
  const APP_FILES = [];
  let preloaded = false;
  const preloadApp = () => {
    if (preloaded || APP.origin !== location.origin) return;
    preloaded = true;
    for (const file of APP_FILES) {
      const href = new URL(file, APP).href;
      // The build's own pages name them in their head already (scripts/embed-build.mjs).
      if ([...document.querySelectorAll('link[rel="preload"]')].some((l) => l.href === href)) continue;
      const link = document.createElement('link');
      link.rel = 'preload';
      // As the app's page asks for them (Trunk's preloads): CORS, same origin. (Its
      // stylesheet is in the frame's page.)
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      if (file.endsWith('.wasm')) link.type = 'application/wasm';
      link.href = href;
      document.head.append(link);
    }
  };

  /**
   * A link to a section of the page (`lesson.html#feeding`) lands on it, and stays on it
   * while the boards above it take their heights (a guess first, then the app's own), until
   * the reader scrolls or follows another link.
   */
  let anchorHeld = true;
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown']) {
    addEventListener(type, () => { anchorHeld = false; }, { capture: true, passive: true });
  }
  addEventListener('hashchange', () => { anchorHeld = true; });
  const keepAnchor = () => {
    if (!anchorHeld || location.hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
  };

  /** A first guess at the app's height for a frame `width` wide, until it reports its own.
   * The build's pages with boards reserve the same height in their CSS until this script
   * has run (public/pages.css, the tutorials): change both together. */
  const guess = (width) => (width >= 720 ? 680 : Math.round(Math.min(width * 1.12, 480) + 330));

  class TavolaBoard extends HTMLElement {
    static get observedAttributes() { return PARAMS; }

    connectedCallback() {
      if (!this.frame) {
        // Set up at once, even while the page is still being parsed, so the board can start
        // loading before the rest of the page has arrived; a record written inside the
        // element is read once it is whole (readWritten).
        if (parsedPast(this)) this.readWritten();
        else document.addEventListener('DOMContentLoaded', () => this.readWritten(), { once: true });
        // The frame goes into the page only when the board loads (go): a frame in the page
        // is a document of its own, costly to make on a slow phone even empty, and a page
        // of sixteen boards would make them all before its first board could start. Until
        // then a box of the frame's height keeps its place.
        this.frame = document.createElement('iframe');
        this.frame.title = this.getAttribute('aria-label') ?? 'Tavola board';
        this.frame.loading = 'lazy';
        this.frame.style.cssText = 'width:100%;border:0;display:block';
        this.placeholder = document.createElement('div');
        this.appendChild(this.placeholder);
        this.onMessage = (event) => {
          const data = event.data;
          // The frame's window alone is not enough: a page framing this one may navigate
          // the board's frame to a page of its own, or to the app with options of its own,
          // which then posts from that window; only the frame this board made has its key.
          if (event.origin !== APP.origin || event.source !== this.frame.contentWindow || data?.source !== 'tavola') return;
          if (!this.key || data.key !== this.key) return;
          const { source, type, key, ...detail } = data;
          if (type === 'hello') {
            // The options as they are now: a ply, orientation or language set while the
            // frame started was sent to a page not yet listening.
            this.options = this.query();
            this.send({ type: 'options', key: this.key, query: this.options });
            return;
          }
          if (type === 'height') {
            const height = Number(detail.height);
            if (height > 0 && height < 10000) {
              this.frame.style.height = `${Math.ceil(height)}px`;
              keepAnchor();
            }
            return;
          }
          if (type === 'ready') {
            queue.done(this);
            this.tellScreen();
          }
          if (detail.position !== undefined) this.shown = detail.position;
          this.dispatchEvent(new CustomEvent(`tavola-${type}`, { detail, bubbles: true }));
        };
        // The reader's screen height, so a board fits a phone on its side (the frame alone
        // knows only its own size, which follows the board).
        this.onResize = () => this.tellScreen();
      }
      // Added on every connection: a board moved to another container (tabs, a framework
      // re-rendering) is disconnected and connected again, and must keep listening.
      window.addEventListener('message', this.onMessage);
      window.addEventListener('resize', this.onResize);
      this.load();
    }

    disconnectedCallback() {
      window.removeEventListener('message', this.onMessage);
      window.removeEventListener('resize', this.onResize);
      near?.unobserve(this);
      queue.done(this);
    }

    attributeChangedCallback(name, before, after) {
      if (!this.frame || before === after) return;
      // A new ply, orientation or language is applied in place; any other option changes
      // the game or the exercise, and reloads the board with it.
      if (name === 'ply' && after !== null && /^\d+$/.test(after)) this.goto(Number(after));
      else if (name === 'orientation' && ['white', 'black'].includes(after)) this.send({ type: 'orientation', side: after });
      else if (name === 'lang' && ['en', 'it', 'sv'].includes(after)) this.send({ type: 'lang', lang: after });
      else this.load();
    }

    /** The position on show, in canonical notation, as the board last reported it. */
    get position() { return this.shown ?? null; }

    /** Back to the board as the page opened it. */
    reset() { this.send({ type: 'reset' }); }

    /** Plays a turn written in notation (`e1-e2`, `g6-e6-c6`), as if the reader had. */
    play(turn) { this.send({ type: 'play', turn: String(turn) }); }

    /** Shows the position after `ply` turns. */
    goto(ply) { this.send({ type: 'goto', ply: Number(ply) }); }

    /** The reader's screen height, less the room the page keeps under the board for its own
     * words (the CSS property `--tavola-reserve`, in px, on the element). */
    tellScreen() {
      const reserve = parseFloat(getComputedStyle(this).getPropertyValue('--tavola-reserve')) || 0;
      this.send({ type: 'screen', height: Math.max(160, Math.round(innerHeight - reserve)) });
    }

    send(command) {
      this.frame?.contentWindow?.postMessage({ target: 'tavola', ...command }, APP.origin);
    }

    /**
     * A whole record written inside the element (tags, turns, {comments}) is its game,
     * read once: the board takes the text's place.
     */
    readWritten() {
      if (this.read) return;
      this.read = true;
      const text = [...this.childNodes].filter((n) => n !== this.frame && n !== this.placeholder);
      const record = text.map((n) => n.textContent).join('').trim();
      if (record) this.written = record;
      for (const node of text) node.remove();
    }

    /** This element's options, as the query the app reads. */
    query() {
      const query = new URLSearchParams({ embed: '1' });
      if (this.written) query.set('record', this.written);
      for (const name of PARAMS) {
        const value = this.getAttribute(name);
        if (value !== null) query.set(name, value);
      }
      return `?${query}`;
    }

    /**
     * Points the iframe at the app with this element's options: at once when the board has
     * loaded before (a changed option), otherwise when the queue gives it its turn.
     */
    load() {
      this.measure();
      if (this.frame.src) this.go();
      else if (near) near.observe(this);
      else queue.ask(this);
    }

    /**
     * At the browser's next frame, before it is drawn: gives the board's box the height
     * guessed from its width, and, for a board near the screen, starts the app's files
     * downloading before its frame has its turn (they wait in the browser's cache). Read
     * then, the layout is the one the browser makes for that frame anyway: read at once, it
     * was forced inside the task that added the board, and again for each option the page
     * set, which on a page that builds its board from a script (the trainer) lengthened
     * that script's long task by a fifth.
     */
    measure() {
      if (this.measuring) return;
      this.measuring = requestAnimationFrame(() => {
        this.measuring = 0;
        if (!this.isConnected) return;
        this.frame.style.height = `${guess(this.clientWidth || 360)}px`;
        this.placeholder.style.height = this.frame.style.height;
        keepAnchor();
        if (!preloaded && this.getClientRects().length > 0 && this.getBoundingClientRect().top < innerHeight + FILES_NEAR_PX) preloadApp();
      });
    }

    /** Loads the board now, or once its written record is whole. */
    go() {
      if (!this.read && !parsedPast(this)) {
        document.addEventListener('DOMContentLoaded', () => this.go(), { once: true });
        return;
      }
      this.readWritten();
      preloadApp();
      // New options: a new frame with a new key (the options go in a message, on its hello).
      const options = this.query();
      if (!this.frame.src || options !== this.options) {
        this.options = options;
        const bytes = crypto.getRandomValues(new Uint8Array(16));
        this.key = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
        const url = new URL(APP);
        url.search = `?embed=1&kit=${this.key}`;
        // Its turn has come: it loads now even if the reader has since gone elsewhere on
        // the page (a lazy frame off the screen would never load, and the boards after it
        // would wait its whole time out).
        this.frame.loading = 'eager';
        this.frame.src = url.href;
      }
      if (this.placeholder.isConnected) this.placeholder.replaceWith(this.frame);
    }
  }

  if (!customElements.get('tavola-board')) customElements.define('tavola-board', TavolaBoard);
})();
