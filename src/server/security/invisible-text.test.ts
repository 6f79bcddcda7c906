/**
 * Invisible format characters that disguise text (bidi overrides and isolates, zero-width
 * spaces, joiners outside words, BOMs, tags) are refused in every stored text field, JSON and
 * multipart, naming the field and storing nothing; Indian scripts that spell with ZERO WIDTH
 * JOINER / NON-JOINER are stored and returned byte for byte.
 */
import { sql } from 'kysely';
import { multipartBody } from '../testing/multipart';
import { createTestApp, insertAdmin, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { registerPerIp: { max: 10_000, windowMs: 60_000 } } });
  admin = (await insertAdmin(t.app)).token;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/category/create-category',
    headers: { authorization: admin },
    payload: { name: 'Ayurveda' },
  });
  categoryId = res.json().category._id;
});
afterAll(() => t.close());

/** Real words that need the joiners: with them removed, each renders differently. */
const INDIAN = {
  devanagari: 'क्‍षमा शर्मा', // क्‍ष: KA, VIRAMA, ZWJ, SSA (half form)
  tamil: 'க்‌ஷேத்ரம், அண்ணா நகர், சென்னை', // க்‌ஷ: KA, VIRAMA, ZWNJ, SSA
  malayalam: 'അവന്‍ കൊച്ചി, എറണാകുളം', // ന്‍: the chillu written NA, VIRAMA, ZWJ
  bengali: 'র‍্যাব, কলকাতা', // র‍্য: RA, ZWJ, VIRAMA, YA (ya-phala)
};

const DISGUISES: [string, string][] = [
  ['LEFT-TO-RIGHT EMBEDDING', '\u202A'],
  ['RIGHT-TO-LEFT EMBEDDING', '\u202B'],
  ['POP DIRECTIONAL FORMATTING', '\u202C'],
  ['LEFT-TO-RIGHT OVERRIDE', '\u202D'],
  ['RIGHT-TO-LEFT OVERRIDE', '\u202E'],
  ['LEFT-TO-RIGHT ISOLATE', '\u2066'],
  ['RIGHT-TO-LEFT ISOLATE', '\u2067'],
  ['FIRST STRONG ISOLATE', '\u2068'],
  ['POP DIRECTIONAL ISOLATE', '\u2069'],
  ['LEFT-TO-RIGHT MARK', '\u200E'],
  ['RIGHT-TO-LEFT MARK', '\u200F'],
  ['ARABIC LETTER MARK', '\u061C'],
  ['ZERO WIDTH SPACE', '\u200B'],
  ['WORD JOINER', '\u2060'],
  ['INVISIBLE SEPARATOR', '\u2063'],
  ['BYTE ORDER MARK', '\uFEFF'],
  ['SOFT HYPHEN', '\u00AD'],
  ['MONGOLIAN VOWEL SEPARATOR', '\u180E'],
  ['TAG LATIN CAPITAL LETTER A', '\u{E0041}'],
];
/** The joiners where no script needs them: between Latin letters, at the start, doubled. */
const MISPLACED_JOINERS: [string, string][] = [
  ['ZWJ between Latin letters', 'ad\u200Dmin'],
  ['ZWNJ between Latin letters', 'ad\u200Cmin'],
  ['ZWNJ at the start', '\u200CRavi'],
  ['ZWJ after a space', 'Ravi \u200DKumar'],
  ['ZWJ doubled', 'क्\u200D\u200Dष'],
];
const message = (field: string) =>
  `'${field}' must not contain invisible formatting characters (such as right-to-left overrides or zero-width spaces)`;

async function counts() {
  const { rows } = await sql<{ users: number; categories: number; products: number }>`
    select (select count(*)::int from users) as users, (select count(*)::int from categories) as categories,
           (select count(*)::int from products) as products`.execute(t.app.db);
  return rows[0];
}

let n = 0;
const account = (fields: Record<string, string> = {}) => ({
  name: 'Ravi Kumar',
  email: `shopper${++n}@example.in`,
  password: 'a-long-password',
  phone: '9876543210',
  address: '12 MG Road, Bengaluru 560001',
  answer: '1990',
  ...fields,
});
const register = (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });

async function createProduct(fields: Record<string, string>) {
  const form = await multipartBody({
    name: `Tulsi drops ${++n}`,
    description: 'Herbal drops',
    price: '120',
    quantity: '5',
    category: categoryId,
    shipping: '1',
    ...fields,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/products/create-product',
    headers: { authorization: admin, ...form.headers },
    payload: form.payload,
  });
}

describe('Indian scripts that spell with ZWJ and ZWNJ', () => {
  it.each(Object.entries(INDIAN))('%s names and addresses are stored and returned byte for byte', async (_script, text) => {
    const body = account({ name: text.split(/[ ,]/)[0], address: text });
    expect((await register(body)).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: body.email, password: body.password },
    });
    const { user } = login.json();
    expect(Buffer.from(user.name)).toEqual(Buffer.from(body.name));
    expect(Buffer.from(user.address)).toEqual(Buffer.from(body.address));
  });

  it('category names (JSON) and product descriptions (multipart) keep them too', async () => {
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/v1/category/create-category',
      headers: { authorization: admin },
      payload: { name: INDIAN.bengali },
    });
    expect(category.statusCode).toBe(201);
    expect(category.json().category.name).toBe(INDIAN.bengali);
    const product = await createProduct({ name: INDIAN.devanagari, description: `${INDIAN.malayalam}. ${INDIAN.tamil} 👨‍👩‍👧` });
    expect(product.statusCode).toBe(201);
    const stored = await t.app.db
      .selectFrom('products')
      .select(['name', 'description'])
      .where('id', '=', product.json().product._id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: INDIAN.devanagari, description: `${INDIAN.malayalam}. ${INDIAN.tamil} 👨‍👩‍👧` });
  });
});

describe.each([...DISGUISES.map(([name, c]): [string, string] => [name, `Ravi${c}Kumar`]), ...MISPLACED_JOINERS])('%s', (_name, text) => {
  it('is refused in registration, naming the field, and no account is stored', async () => {
    for (const field of ['name', 'address', 'email'] as const) {
      const before = await counts();
      const value = field === 'email' ? `${text.replace(/ /g, '')}@example.in` : text;
      const res = await register(account({ [field]: value }));
      expect([res.statusCode, res.json()]).toEqual([400, { success: false, message: message(field) }]);
      expect(await counts()).toEqual(before);
    }
  });

  it('is refused in a category name and a product description, and nothing is stored', async () => {
    const before = await counts();
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/v1/category/create-category',
      headers: { authorization: admin },
      payload: { name: text },
    });
    expect([category.statusCode, category.json()]).toEqual([400, { success: false, message: message('name') }]);
    const product = await createProduct({ description: `Drops for ${text}` });
    expect([product.statusCode, product.json()]).toEqual([400, { success: false, message: message('description') }]);
    expect(await counts()).toEqual(before);
  });
});

it('passwords and secret answers are not text anyone reads, so they are taken as typed', async () => {
  const body = account({ password: 'pass\u202Eword\u200B!', answer: '19\u200B90' });
  expect((await register(body)).statusCode).toBe(201);
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: body.email, password: body.password } });
  expect(login.statusCode).toBe(200);
});
