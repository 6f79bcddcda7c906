/**
 * Issue 15: the API reference in a real browser under the shop's CSP. /api/docs lists the
 * operations with who may call each, loads nothing from another origin and breaks no CSP
 * rule, and "Try it out" calls this origin with a pasted token.
 */
import { loginAdmin } from './support/api';
import { expect, test } from './support/fixtures';
import { screenshot } from './support/screenshot';

test.describe.configure({ timeout: 180_000 });

test('the API reference works under the CSP, and Try it out calls the API with a pasted token', async ({ page, request, baseURL }) => {
  const admin = await loginAdmin(request);
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('request', (req) => !req.url().startsWith(baseURL!) && !req.url().startsWith('data:') && problems.push(`outside: ${req.url()}`));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Online Pharmacy API/ })).toBeVisible();
  const operation = page.locator('#operations-auth-adminAuth');
  await expect(operation).toBeVisible();
  await screenshot(page, 'api-docs');

  await test.step('the operation says who may call it', async () => {
    await operation
      .getByRole('button', { name: /admin-auth/ })
      .first()
      .click();
    await expect(operation.getByText('administrators only, with an admin token')).toBeVisible();
  });

  await test.step('Authorize with a pasted token, then Try it out', async () => {
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    // Swagger UI's authorisation box is not a dialog to assistive technology: found by its own names.
    await page.getByRole('textbox', { name: 'Value:' }).fill(admin.token);
    await page.getByRole('button', { name: 'Apply credentials' }).click();
    await page.getByRole('button', { name: 'Close', exact: true }).first().click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    const live = operation.locator('.live-responses-table');
    await expect(live.locator('tbody .response-col_status').first()).toHaveText('200');
    await expect(live.getByText('"ok": true')).toBeVisible();
    await screenshot(page, 'api-docs-try-it-out');
  });

  expect(problems).toEqual([]);
});
