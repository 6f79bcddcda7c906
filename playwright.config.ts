/**
 * Browser journeys against the real server: Debian's Chromium (Playwright cannot download
 * browsers here), one worker on a 2-core machine, each journey at desktop and phone width.
 * e2e/support/global-setup.ts builds the app when stale and starts the server on a fresh
 * DATA_DIR; the tests read its address and the admin's credentials from e2e/support/env.ts.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    ...chromium,
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      use: {
        ...chromium,
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
