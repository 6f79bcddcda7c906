/** Signing in the way a returning visitor is: the persisted `auth` entry is already there. */
import type { Page } from '@playwright/test';
import type { SignedIn } from './api';

/**
 * Writes localStorage 'auth' = {"user":{...},"token":"..."} on the shop's origin, then opens
 * `path`. The entry is written once (a same-origin JSON page is opened first), not by an init
 * script, so a later logout and reload are not undone.
 */
export async function openSignedIn(page: Page, auth: SignedIn, path = '/'): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('auth', value), JSON.stringify({ user: auth.user, token: auth.token }));
  await page.goto(path);
}

/** What the app keeps in localStorage under `key`, parsed; null when absent. */
export function stored<T = unknown>(page: Page, key: 'auth' | 'cart'): Promise<T | null> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : JSON.parse(raw);
  }, key);
}
