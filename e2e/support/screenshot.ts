/** Full-page screenshots of each screen a journey visits, per project, for people to look at. */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test } from './fixtures';

const dir = path.resolve(__dirname, '../screenshots');

/** Saves e2e/screenshots/<project>/<name>.png once the page has settled (fonts, images, spinners). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const project = test.info().project.name;
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // From the top, so the sticky navbar is not drawn across the middle of a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, project, `${name}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
}
