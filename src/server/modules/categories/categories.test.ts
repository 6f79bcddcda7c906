import { createTestApp, insertAdmin, insertUser, type TestApp } from '../../testing/test-app';

// Starting an embedded database takes a few seconds on a busy two-core machine.
jest.setTimeout(30_000);

let t: TestApp;
let admin: string;
let shopper: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await insertAdmin(t.app)).token;
  shopper = (await insertUser(t.app)).token;
});
afterAll(() => t.close());

const create = (name: unknown, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/v1/category/create-category', headers: { authorization: token }, payload: { name } });
const rename = (id: string, name: string) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/category/update-category/${id}`, headers: { authorization: admin }, payload: { name } });
const remove = (id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/category/delete-category/${id}`, headers: { authorization: admin } });
const list = async () => (await t.app.inject({ url: '/api/v1/category/get-category' })).json();

describe('creating categories', () => {
  it('creates a trimmed category with a lowercase slug and answers 201', async () => {
    const res = await create('  Pain Relief  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Category created',
      category: { _id: expect.any(String), name: 'Pain Relief', slug: 'pain-relief' },
    });
  });

  it('refuses a name that differs only in case, naming the existing category', async () => {
    await create('Cold & Flu');
    const res = await create('COLD & FLU');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: "A category named 'Cold & Flu' already exists" });
  });

  it('refuses a blank name, naming the field', async () => {
    for (const name of ['   ', '']) {
      const res = await create(name);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("'name'");
    }
    expect((await create(42)).statusCode).toBe(400);
  });

  it('suffixes the slug when another name has the same slug, and falls back for names without one', async () => {
    const a = (await create('Skin-Care')).json().category;
    const b = (await create('Skin Care')).json().category;
    const c = (await create('Skin care!')).json().category;
    expect([a.slug, b.slug, c.slug]).toEqual(['skin-care', 'skin-care-2', 'skin-care-3']);
    const bang = (await create('!!!')).json().category;
    expect(bang.slug).toBe('category');
    expect((await create('???')).json().category.slug).toBe('category-2');
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    expect((await create('Vitamins', '')).statusCode).toBe(401);
    const res = await create('Vitamins', shopper);
    expect(res.statusCode).toBe(403);
    expect((await list()).category.map((c: { name: string }) => c.name)).not.toContain('Vitamins');
  });
});

describe('listing categories', () => {
  it('lists every category by name, ignoring case', async () => {
    await create('ayurveda');
    const body = await list();
    expect(body.success).toBe(true);
    expect(body.message).toBe('All categories');
    const names: string[] = body.category.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    expect(names.indexOf('ayurveda')).toBeLessThan(names.indexOf('Cold & Flu'));
  });
});

describe('renaming categories', () => {
  it('renames and recomputes the slug', async () => {
    const { _id } = (await create('Diabetes')).json().category;
    const res = await rename(_id, 'Diabetes Care');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Category updated',
      category: { _id, name: 'Diabetes Care', slug: 'diabetes-care' },
    });
  });

  it('allows changing only the case of its own name', async () => {
    const { _id } = (await create('first aid')).json().category;
    const res = await rename(_id, 'First Aid');
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toEqual({ _id, name: 'First Aid', slug: 'first-aid' });
  });

  it('refuses a name another category has, and answers 404 for an unknown id', async () => {
    const { _id } = (await create('Baby Care')).json().category;
    expect((await rename(_id, 'pain relief')).statusCode).toBe(409);
    const missing = await rename('00000000-0000-4000-8000-000000000000', 'Anything');
    expect(missing.statusCode).toBe(404);
    expect((await rename('not-a-uuid', 'Anything')).statusCode).toBe(400);
  });
});

describe('deleting categories', () => {
  it('deletes an unused category', async () => {
    const { _id } = (await create('Seasonal')).json().category;
    const res = await remove(_id);
    expect(res.json()).toEqual({ success: true, message: 'Category deleted' });
    expect((await list()).category.map((c: { _id: string }) => c._id)).not.toContain(_id);
    expect((await remove(_id)).statusCode).toBe(404);
  });

  it('refuses to delete a category that products still use, saying how many', async () => {
    const { _id }: { _id: string } = (await create('Oral Care')).json().category;
    await t.app.db
      .insertInto('products')
      .values(
        [1, 2, 3].map((n) => ({
          name: `Toothpaste ${n}`,
          slug: `toothpaste-${n}`,
          description: 'Mint',
          price: 50,
          quantity: 5,
          shipping: true,
          category_id: _id,
        })),
      )
      .execute();
    const res = await remove(_id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Cannot delete this category: 3 products still use it' });
  });
});
