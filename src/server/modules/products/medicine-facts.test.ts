/**
 * The medicine facts through the admin's product form: each is optional, validated with a
 * message naming the field, and a refused form changes nothing; what a form leaves out gets
 * the contract's defaults on create and keeps its stored value on update; every answer carries
 * the derived facts (discount, price per unit, prescription).
 */
import { insertCategory } from '../../testing/catalogue-fixtures';
import { multipartBody, type FormFields } from '../../testing/multipart';
import { createTestApp, insertAdmin, type TestApp } from '../../testing/test-app';

jest.setTimeout(30_000);

let t: TestApp;
let admin: string;
let pain: { id: string };
let firstAid: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await insertAdmin(t.app)).token;
  pain = await insertCategory(t.app, 'Pain Relief');
  firstAid = await insertCategory(t.app, 'First Aid');
});
afterAll(() => t.close());

async function send(method: 'POST' | 'PUT', url: string, fields: FormFields) {
  const { payload, headers } = await multipartBody(fields);
  return t.app.inject({ method, url, payload, headers: { ...headers, authorization: admin } });
}
const create = (fields: FormFields) => send('POST', '/api/v1/products/create-product', fields);
const update = (id: string, fields: FormFields) => send('PUT', `/api/v1/products/update-product/${id}`, fields);

let named = 0;
const base = (extra: FormFields = {}): FormFields => ({
  name: `Febrinil 650 ${++named}`,
  description: 'Paracetamol tablets for fever and pain.',
  price: '30',
  quantity: '50',
  category: pain.id,
  ...extra,
});
const FULL: FormFields = {
  mrp: '42.5',
  manufacturer: ' Sanjeevani Remedies ',
  packSize: 'strip of 15 tablets',
  unitsPerPack: '15',
  dosageForm: 'tablet',
  composition: '[{"name":" Paracetamol ","strength":"650 mg"}]',
  schedule: 'H',
  hsnCode: '30049099',
  gstRate: '0',
  storage: 'Store below 30 °C, away from light',
  countryOfOrigin: 'Nepal',
  expiresOn: '2030-04',
};

const productCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const stored = async (id: string) =>
  (
    await t.app.inject({
      url: `/api/v1/products/get-product/${(await t.app.db.selectFrom('products').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug}`,
    })
  ).json().product;

describe('creating with medicine facts', () => {
  it('stores every fact sent and derives discount, price per unit and prescription', async () => {
    const res = await create(base(FULL));
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({
      price: 30,
      mrp: 42.5,
      discountPercent: 29, // floor(12.5 / 42.5 x 100) = floor(29.41)
      manufacturer: 'Sanjeevani Remedies',
      packSize: 'strip of 15 tablets',
      unitsPerPack: 15,
      pricePerUnit: 2,
      dosageForm: 'tablet',
      composition: [{ name: 'Paracetamol', strength: '650 mg' }],
      schedule: 'H',
      rxRequired: true,
      hsnCode: '30049099',
      gstRate: 0,
      storage: 'Store below 30 °C, away from light',
      countryOfOrigin: 'Nepal',
      expiresOn: '2030-04',
    });
    expect(await stored(res.json().product._id)).toEqual(res.json().product);
  });

  it('fills in the defaults for a form that sends none (HSN and GST by category), and treats empty parts as not sent', async () => {
    const bare = (await create(base())).json().product;
    expect(bare).toMatchObject({
      mrp: 30,
      discountPercent: 0,
      unitsPerPack: 1,
      pricePerUnit: 30,
      dosageForm: 'other',
      composition: [],
      schedule: 'OTC',
      rxRequired: false,
      hsnCode: '3004',
      gstRate: 5,
      storage: null,
      countryOfOrigin: 'India',
      expiresOn: null,
    });
    const empty = Object.fromEntries(Object.keys(FULL).map((key) => [key, '']));
    const blank = await create(base({ ...empty, shipping: '', category: firstAid.id, price: '99.99' }));
    expect(blank.statusCode).toBe(201);
    expect(blank.json().product).toMatchObject({
      mrp: 99.99,
      unitsPerPack: 1,
      schedule: 'OTC',
      hsnCode: '3005',
      gstRate: 5,
      countryOfOrigin: 'India',
      shipping: false,
    });
  });

  it('takes GST from the HSN given when no rate is sent, and rounds the price per unit to the paisa', async () => {
    const res = await create(base({ hsnCode: '3304', price: '100', unitsPerPack: '3' }));
    expect(res.json().product).toMatchObject({ hsnCode: '3304', gstRate: 18, pricePerUnit: 33.33 });
  });

  it.each(['H1', 'G', 'OTC'])('accepts schedule %s (Rx only for H and H1)', async (schedule) => {
    const { product } = (await create(base({ schedule }))).json();
    expect(product).toMatchObject({ schedule, rxRequired: schedule === 'H1' });
  });
});

describe('refusals name the field and change nothing', () => {
  const cases: [string, FormFields, RegExp][] = [
    ['a price above MRP', { price: '50', mrp: '49.5' }, /^'price' must not be above 'mrp' \(₹49\.50\)$/],
    ['Schedule X', { schedule: 'X' }, /^'schedule' X .*may not be sold online in India$/],
    [
      'a narcotic (NDPS)',
      { schedule: 'NDPS' },
      /^'schedule' NDPS .*narcotic or psychotropic \(NDPS\) medicines may not be sold online in India$/,
    ],
    ['an unknown schedule', { schedule: 'Y' }, /'schedule'/],
    ['a negative MRP', { mrp: '-1' }, /'mrp'/],
    ['an MRP that is not a number', { mrp: 'lots' }, /'mrp'/],
    ['zero units per pack', { unitsPerPack: '0' }, /'unitsPerPack'/],
    ['fractional units per pack', { unitsPerPack: '1.5' }, /'unitsPerPack'/],
    ['an unknown dosage form', { dosageForm: 'lozenge' }, /'dosageForm'/],
    ['a GST rate of 12%', { gstRate: '12' }, /'gstRate'/],
    ['an HSN code of 3 digits', { hsnCode: '300' }, /'hsnCode'/],
    ['an HSN code with letters', { hsnCode: '30A4' }, /'hsnCode'/],
    ['an expiry that is not a month', { expiresOn: '2030-13' }, /'expiresOn'/],
    ['a full date as expiry', { expiresOn: '2030-04-01' }, /'expiresOn'/],
    ['a country of only spaces', { countryOfOrigin: '   ' }, /^'countryOfOrigin' must not be empty$/],
    ['a maker name over 200 characters', { manufacturer: 'M'.repeat(201) }, /'manufacturer'/],
    ['a pack size over 100 characters', { packSize: 'p'.repeat(101) }, /'packSize'/],
    ['storage over 300 characters', { storage: 's'.repeat(301) }, /'storage'/],
    ['composition that is not JSON', { composition: 'paracetamol 650' }, /^'composition' must be a JSON array/],
    ['composition that is an object', { composition: '{"name":"Paracetamol"}' }, /^'composition' must be a JSON array/],
    [
      'more than 10 salts',
      { composition: JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ name: `Salt ${i}`, strength: '1 mg' }))) },
      /^'composition' must have at most 10 salts$/,
    ],
    ['a salt without a name', { composition: '[{"name":"  ","strength":"5 mg"}]' }, /^'composition' item 1 must have a name of 1 to 100/],
    [
      'a salt name over 100 characters',
      { composition: JSON.stringify([{ name: 'n'.repeat(101), strength: '' }]) },
      /^'composition' item 1 must have a name/,
    ],
    [
      'a strength over 50 characters',
      { composition: JSON.stringify([{ name: 'Zinc', strength: 's'.repeat(51) }]) },
      /^'composition' item 1 must have a strength of at most 50/,
    ],
    [
      'a salt with an unknown field',
      { composition: '[{"name":"Zinc","strength":"20 mg","dose":"2"}]' },
      /^'composition' item 1 has an unknown field 'dose'$/,
    ],
    ['a salt that is a string', { composition: '["Zinc"]' }, /^'composition' item 1 must be an object/],
    ['a strength that is a number', { composition: '[{"name":"Zinc","strength":20}]' }, /^'composition' item 1 must have a text/],
    [
      'a NUL hidden in a JSON escape',
      { composition: '[{"name":"Zi\\u0000nc","strength":""}]' },
      /^'composition' item 1 must not contain NUL/,
    ],
    [
      'an invisible override in a JSON escape',
      { composition: '[{"name":"Zinc\\u202e","strength":""}]' },
      /^'composition' item 1 must not contain NUL or invisible/,
    ],
    ['composition over 5,000 characters', { composition: `[${' '.repeat(5000)}]` }, /'composition'/],
  ];

  it.each(cases)('on create: %s', async (_, fields, message) => {
    const before = await productCount();
    const res = await create(base(fields));
    expect({ status: res.statusCode, success: res.json().success }).toEqual({ status: 400, success: false });
    expect(res.json().message).toMatch(message);
    expect(await productCount()).toBe(before);
  });

  it.each(cases)('on update: %s', async (_, fields, message) => {
    const { product } = (await create(base(FULL))).json();
    const res = await update(product._id, base({ name: product.name, ...fields }));
    expect({ status: res.statusCode, success: res.json().success }).toEqual({ status: 400, success: false });
    expect(res.json().message).toMatch(message);
    expect(await stored(product._id)).toEqual(product);
  });
});

describe('updating', () => {
  it('keeps every fact the form leaves out, and changes the ones it sends', async () => {
    const { product } = (await create(base(FULL))).json();
    const kept = (await update(product._id, base({ name: product.name, price: '31' }))).json().product;
    expect(kept).toEqual({ ...product, price: 31, discountPercent: 27, pricePerUnit: 2.07, updatedAt: kept.updatedAt });
    const changed = (
      await update(product._id, base({ name: product.name, schedule: 'OTC', composition: '[]', storage: ' ', unitsPerPack: '10' }))
    ).json().product;
    expect(changed).toMatchObject({
      schedule: 'OTC',
      rxRequired: false,
      composition: [],
      storage: null,
      unitsPerPack: 10,
      manufacturer: 'Sanjeevani Remedies',
      mrp: 42.5,
    });
  });

  it('lets a client that knows nothing of MRP raise a price above it: the MRP follows', async () => {
    const { product } = (await create(base({ mrp: '35' }))).json();
    const res = await update(product._id, base({ name: product.name, price: '40' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ price: 40, mrp: 40, discountPercent: 0 });
  });
});
