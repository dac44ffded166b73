// <tavola-board>: a live GIPF or Emergo board for any page (docs/embedding.md).
//
//   <script src="embed.js"></script>
//   <tavola-board game="emergo" moves="d6 d8" captions="Start|White enters|Black answers"></tavola-board>
//
// Attributes are the app's URL parameters (see PARAMS) plus height; a record written
// inside the element is the `record` parameter. The board runs in an
// iframe of the app with embed=1, so it saves nothing to the player's games and its styles
// never leak. The frame follows the height the app reports, so the board and its controls
// are never clipped and never scroll inside the frame; a height attribute fixes it instead.
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
    'answer', 'right', 'wrong', 'hide', 'computer', 'level', 'highlight', 'arrows', 'speed'];
  // The app lives beside this script, wherever the page that includes it is.
  const APP = new URL('index.html', document.currentScript?.src ?? location.href);

  /** A first guess at the app's height for a frame `width` wide, until it reports its own. */
  const guess = (width) => (width >= 720 ? 680 : Math.round(Math.min(width * 1.12, 480) + 330));

  class TavolaBoard extends HTMLElement {
    static get observedAttributes() { return [...PARAMS, 'height']; }

    connectedCallback() {
      // While the page is still being parsed, the element is connected before its content
      // (a record written inside it) is: set up once the document is read.
      if (!this.frame && document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', () => { if (this.isConnected) this.connectedCallback(); }, { once: true });
        return;
      }
      if (!this.frame) {
        // A whole record written inside the element (tags, turns, {comments}) is its game,
        // read once: the board takes the text's place.
        const written = this.textContent.trim();
        if (written) this.written = written;
        this.textContent = '';
        this.frame = document.createElement('iframe');
        this.frame.title = this.getAttribute('aria-label') ?? 'Tavola board';
        this.frame.loading = 'lazy';
        this.frame.style.cssText = 'width:100%;border:0;display:block';
        this.appendChild(this.frame);
        this.onMessage = (event) => {
          const data = event.data;
          if (event.source !== this.frame.contentWindow || data?.source !== 'tavola') return;
          const { source, type, ...detail } = data;
          if (type === 'height') {
            if (this.getAttribute('height') === null) this.frame.style.height = `${detail.height}px`;
            return;
          }
          if (detail.position !== undefined) this.shown = detail.position;
          this.dispatchEvent(new CustomEvent(`tavola-${type}`, { detail, bubbles: true }));
        };
      }
      // Added on every connection: a board moved to another container (tabs, a framework
      // re-rendering) is disconnected and connected again, and must keep listening.
      window.addEventListener('message', this.onMessage);
      this.load();
    }

    disconnectedCallback() {
      window.removeEventListener('message', this.onMessage);
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

    send(command) {
      this.frame?.contentWindow?.postMessage({ target: 'tavola', ...command }, APP.origin);
    }

    /** Points the iframe at the app with this element's options. */
    load() {
      const url = new URL(APP);
      url.searchParams.set('embed', '1');
      if (this.written) url.searchParams.set('record', this.written);
      for (const name of PARAMS) {
        const value = this.getAttribute(name);
        if (value !== null) url.searchParams.set(name, value);
      }
      this.frame.style.height = this.getAttribute('height') ?? `${guess(this.clientWidth || 360)}px`;
      if (this.frame.src !== url.href) this.frame.src = url.href;
    }
  }

  if (!customElements.get('tavola-board')) customElements.define('tavola-board', TavolaBoard);
})();
