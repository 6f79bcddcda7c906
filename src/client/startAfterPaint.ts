/**
 * The first script a page runs (the build puts it in index.html in place of the app's deferred
 * scripts): it starts the app's scripts, in order, once the browser reports it has shown what the
 * HTML holds (its first contentful paint). On a phone with a fast network but a slow processor,
 * the app's code would otherwise run first and hold the page blank for the half-second it takes
 * to parse and run; with this the first paint (app/firstPaint.tsx) shows at once. A browser
 * without paint timing starts the app after the next frame; a tab opened in the background,
 * which paints nothing, after a timer. If a script cannot be loaded, the page says so instead of
 * staying a picture nobody can use.
 */
/**
 * The first paint is signed out. A shopper whose session is stored (localStorage `auth`, as
 * store/persistStorage.ts writes it) is marked on <html>, so the first paint hides Register and
 * Login instead of offering them for the moment before the app shows the shopper's name.
 */
function markStoredSession() {
  try {
    const stored = JSON.parse(localStorage.getItem('auth') ?? 'null') as { token?: unknown } | null;
    if (typeof stored?.token === 'string' && stored.token) document.documentElement.dataset.session = 'signed-in';
  } catch {
    // Storage refused or unreadable: the app decides when it runs.
  }
}
markStoredSession();

const current = document.currentScript as HTMLScriptElement;
const scripts = (current.dataset.app ?? '').split(' ').filter(Boolean);
let started = false;

function cannotLoad() {
  const root = document.getElementById('root');
  if (!root) return;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'margin:0;padding:24px 16px;font:1rem system-ui,sans-serif';
  message.textContent = 'The shop could not be loaded. Check your connection and reload the page.';
  root.replaceChildren(message);
}

function start() {
  if (started) return;
  started = true;
  for (const src of scripts) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // run in the order given, as deferred scripts would
    script.onerror = cannotLoad;
    document.body.appendChild(script);
  }
}

if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  // Not at 'first-paint', which may be only the background's colour.
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
}
setTimeout(start, 500);
