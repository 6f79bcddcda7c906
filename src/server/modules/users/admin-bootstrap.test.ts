import { createTestApp, insertUser, type TestApp } from '../../testing/test-app';
import { ensureAdmin } from './admin-bootstrap';

// Each test opens its own embedded database, which takes several seconds on a busy two-core machine.
jest.setTimeout(30_000);

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function appWith(overrides: Parameters<typeof createTestApp>[0]) {
  const testApp = await createTestApp(overrides);
  apps.push(testApp);
  return testApp.app;
}

const login = (app: TestApp['app'], email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

/** Runs ensureAdmin and returns what it printed on the console. */
async function bootstrap(app: TestApp['app']): Promise<string[]> {
  const printed: string[] = [];
  const spy = jest.spyOn(console, 'log').mockImplementation((...args) => void printed.push(args.join(' ')));
  try {
    await ensureAdmin(app);
  } finally {
    spy.mockRestore();
  }
  return printed;
}

it('creates an administrator with a random password printed once, which then works', async () => {
  const app = await appWith({ adminEmail: 'owner@pharmacy.test' });
  const printed = await bootstrap(app);
  expect(printed).toHaveLength(1);
  const match = printed[0].match(/Administrator account created: owner@pharmacy\.test \/ (\S{20}) — change it after signing in/);
  expect(match).not.toBeNull();
  const password = match![1];

  const res = await login(app, 'owner@pharmacy.test', password);
  expect(res.statusCode).toBe(200);
  expect(res.json().user).toMatchObject({ name: 'Administrator', role: 1 });
  const adminCheck = await app.inject({ method: 'GET', url: '/api/v1/auth/admin-auth', headers: { authorization: res.json().token } });
  expect(adminCheck.json()).toEqual({ ok: true });

  const before = await app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'owner@pharmacy.test')
    .executeTakeFirstOrThrow();
  expect(await bootstrap(app)).toEqual([]);
  const after = await app.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'owner@pharmacy.test')
    .executeTakeFirstOrThrow();
  expect(after.password_hash).toBe(before.password_hash);
  expect((await login(app, 'owner@pharmacy.test', password)).statusCode).toBe(200);
});

it('uses ADMIN_PASSWORD when given and prints nothing', async () => {
  const app = await appWith({ adminEmail: 'chief@pharmacy.test', adminPassword: 'given-admin-password' });
  expect(await bootstrap(app)).toEqual([]);
  const res = await login(app, 'chief@pharmacy.test', 'given-admin-password');
  expect(res.statusCode).toBe(200);
  expect(res.json().user.role).toBe(1);
});

it('leaves an existing account with that e-mail alone', async () => {
  const app = await appWith({ adminEmail: 'taken@pharmacy.test', adminPassword: 'given-admin-password' });
  const shopper = await insertUser(app, { email: 'Taken@Pharmacy.test' });
  expect(await bootstrap(app)).toEqual([]);
  const res = await login(app, 'taken@pharmacy.test', shopper.password);
  expect(res.statusCode).toBe(200);
  expect(res.json().user.role).toBe(0);
  expect((await login(app, 'taken@pharmacy.test', 'given-admin-password')).statusCode).toBe(401);
  const count = await app.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(1);
});
