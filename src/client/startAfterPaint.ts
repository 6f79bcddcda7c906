/**
 * The first script a page runs (the build puts it in index.html in place of the app's own, which
 * it preloads): it starts the app's scripts, in order, once the browser reports it has shown
 * what the HTML holds (its first contentful paint). On a phone with a fast network but a slow
 * processor, the app's code would otherwise run first and hold the page blank for the
 * half-second it takes to parse and run; with this the first paint (app/firstPaint.tsx) shows
 * at once. A browser without paint timing starts the app after the next frame; a tab opened in
 * the background, which paints nothing, after a timer.
 */
const current = document.currentScript as HTMLScriptElement;
const scripts = (current.dataset.app ?? '').split(' ').filter(Boolean);
let started = false;

function start() {
  if (started) return;
  started = true;
  for (const src of scripts) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // run in the order given, as deferred scripts would
    document.body.appendChild(script);
  }
}

if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  // Not at 'first-paint', which may be only the background's colour.
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
}
setTimeout(start, 500);
