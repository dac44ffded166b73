// A page whose files the app's service worker does not precache (most visits never open it:
// the puzzle trainer, the workshop) asks it to keep them, so that the page opens offline
// next time: <script src="keep-offline.js" data-files="page.html page.js page_bg.wasm">.
// document.body.dataset.offline says when they are kept ("kept").
// Registered once the page's board is ready, as the app's page registers it once the app has
// started: the worker's install fetches the whole build, which on a slow line would share it
// with the page's first files.
(() => {
  const files = (document.currentScript?.dataset.files ?? '').split(/\s+/).filter(Boolean);
  if (!('serviceWorker' in navigator) || !files.length) return;
  document.addEventListener('tavola-ready', () => {
    navigator.serviceWorker.register('./sw.js').catch((err) => console.warn('Tavola: offline mode unavailable:', err));
  }, { once: true });
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.data?.type === 'kept') document.body.dataset.offline = 'kept';
    if (event.data?.type === 'not-kept') console.warn(`Tavola: ${files[0]} will not open offline:`, event.data.reason);
  });
  navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'keep', files }));
})();
