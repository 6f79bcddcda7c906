/**
 * The accessibility check the journeys run on each screen: axe-core with the WCAG 2.0 and 2.1
 * A and AA rules, failing on any serious or critical violation. Minor and moderate ones are
 * printed as notes, not failures: they are judgement calls axe itself does not call barriers.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per violation and one per element it names, so a failure reads without the trace. */
function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
      return [`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`, ...nodes].join('\n');
    })
    .join('\n');
}

/**
 * Waits (at most 2 s) for the page's finite animations and transitions to end: axe reads
 * colours as painted, and a dialog still fading in measured 4.43:1 against the backdrop where
 * the same dialog, open, passes. Endless ones (skeletons' pulse, spinners) are not waited for.
 */
async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/**
 * Runs axe on the page as it is now, and checks the page is no wider than the screen (WCAG
 * 1.4.10, reflow: nothing scrolls sideways); `screen` names it in the failure message.
 */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  await transitionsFinished(page);
  const width = page.viewportSize()!.width;
  // While a drawer, dialog or menu is open MUI locks the page's scrolling, so nothing can scroll
  // sideways then: the check is for the page itself.
  const locked = await page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
  if (!locked) {
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${screen} is wider than the screen at ${width} px`,
    ).toBeLessThanOrEqual(width);
  }
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const failing = violations.filter((v) => FAILING.has(v.impact ?? ''));
  const notes = violations.filter((v) => !FAILING.has(v.impact ?? ''));
  if (notes.length > 0) console.log(`[axe] ${screen}: minor or moderate\n${describe(notes)}`);
  expect(
    failing.map((v) => v.id),
    `axe on ${screen} at ${page.viewportSize()?.width} px:\n${describe(failing)}`,
  ).toEqual([]);
}
