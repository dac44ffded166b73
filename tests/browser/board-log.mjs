// Run in a page of boards (an init script, before the page's own): records, in one order of
// events, each board's frame pointed at the app (its src set: the frame asks for its turn's
// page) and each board's "ready" message (heard before embed.js hears it), in
// `window.boardLog`; `at` is an event's place in that order, not a time: one channel, one
// clock. Called with `onAsk`, also runs it after each frame is pointed at the app. Used by
// loading.test.mjs (Playwright) and kit-flows.mjs (every engine), so it depends on nothing.
export function recordBoards(onAsk = null) {
  if (window.top !== window) return;
  window.boardLog = [];
  const src = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'src');
  Object.defineProperty(HTMLIFrameElement.prototype, 'src', {
    ...src,
    set(value) {
      const url = new URL(value, location.href);
      if (url.pathname.endsWith('/index.html') && url.searchParams.has('embed')) {
        window.boardLog.push({ at: window.boardLog.length, what: 'asks', board: url.searchParams.toString() });
      }
      src.set.call(this, value);
      onAsk?.();
    },
  });
  addEventListener('message', (event) => {
    if (event.data?.source !== 'tavola' || event.data.type !== 'ready') return;
    const frame = [...document.querySelectorAll('tavola-board iframe')].find((f) => f.contentWindow === event.source);
    if (frame) window.boardLog.push({ at: window.boardLog.length, what: 'ready', board: new URL(frame.src).searchParams.toString() });
  });
}
