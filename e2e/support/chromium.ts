/**
 * Debian's Chromium, as the browser journeys and the browser benchmarks start it: Playwright
 * cannot download a browser here, and without the background-networking flags Chromium's own
 * connections are refused by the machine's closed network at every start.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
