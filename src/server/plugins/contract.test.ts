import { createTestApp, insertAdmin, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('strings PostgreSQL cannot store', () => {
  it('refuses a NUL character in a JSON body, naming the field, and stores nothing', async () => {
    const admin = await insertAdmin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/category/create-category',
      headers: { authorization: admin.token },
      payload: { name: 'Pain\u0000Relief' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: "'name' must not contain a NUL character" });
    const count = await t.app.db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses a NUL character in a path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/products/search/para%00cet' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("'keyword' must not contain a NUL character");
  });
});
