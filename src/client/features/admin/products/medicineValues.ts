/**
 * The medicine half of the product form as text fields hold it: defaults for a new product
 * (the MRP follows the price until the admin types one), the values of a product being
 * edited, the messages for wrong values (each naming its field, as the server's 400 would)
 * and the multipart fields they become.
 */
import type { DosageForm, GstRate, Product, ProductCreateForm, Schedule } from '../../../api/endpoints';

export type SaltRow = { id: number; name: string; strength: string };

export type MedicineValues = {
  /** null while the MRP follows the price (a new product whose MRP was not typed). */
  mrp: string | null;
  manufacturer: string;
  packSize: string;
  unitsPerPack: string;
  dosageForm: DosageForm;
  composition: SaltRow[];
  schedule: Schedule;
  hsnCode: string;
  gstRate: `${GstRate}`;
  storage: string;
  countryOfOrigin: string;
  expiresOn: string;
};

/** A message per field in `fields`, and per salt row (undefined for a row that is fine) in `salts`. */
export type MedicineErrors = { fields: Partial<Record<keyof MedicineValues, string>>; salts: (string | undefined)[] };

export const hasErrors = (errors: MedicineErrors) => Object.keys(errors.fields).length > 0 || errors.salts.some(Boolean);

/** The contract's limit on salts per product. */
export const MAX_SALTS = 10;

let rowIds = 0;
export const saltRow = (name = '', strength = ''): SaltRow => ({ id: ++rowIds, name, strength });

export function medicineValues(product?: Product): MedicineValues {
  return {
    mrp: product ? String(product.mrp) : null,
    manufacturer: product?.manufacturer ?? '',
    packSize: product?.packSize ?? '',
    unitsPerPack: String(product?.unitsPerPack ?? 1),
    dosageForm: product?.dosageForm ?? 'other',
    composition: (product?.composition ?? []).map((salt) => saltRow(salt.name, salt.strength)),
    schedule: product?.schedule ?? 'OTC',
    hsnCode: product?.hsnCode ?? '',
    gstRate: `${product?.gstRate ?? 5}`,
    storage: product?.storage ?? '',
    countryOfOrigin: product?.countryOfOrigin ?? 'India',
    expiresOn: product?.expiresOn ?? '',
  };
}

/** The MRP the form shows and sends: the typed one, else the price. */
export const shownMrp = (values: MedicineValues, price: string) => values.mrp ?? price;

/** What is wrong with the values; empty when they can be sent. */
export function medicineErrors(values: MedicineValues, price: string): MedicineErrors {
  const errors: MedicineErrors['fields'] = {};
  const mrp = shownMrp(values, price).trim();
  if (values.mrp !== null && mrp === '') errors.mrp = 'MRP is required: the price printed on the pack.';
  else if (mrp !== '' && price.trim() !== '' && Number(price) > Number(mrp))
    errors.mrp = 'MRP must be at least the price: nothing may be sold above MRP.';
  if (!/^[0-9]+$/.test(values.unitsPerPack) || Number(values.unitsPerPack) < 1)
    errors.unitsPerPack = 'Units per pack must be a whole number, at least 1.';
  if (values.hsnCode !== '' && !/^[0-9]{4,8}$/.test(values.hsnCode)) errors.hsnCode = 'HSN code must be 4 to 8 digits.';
  if (values.countryOfOrigin.trim() === '') errors.countryOfOrigin = 'Country of origin is required.';
  if (values.expiresOn !== '' && !/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(values.expiresOn))
    errors.expiresOn = 'Expiry month must be a month such as 2027-03 (YYYY-MM).';
  const salts = values.composition.map((row, index) =>
    row.name.trim() === '' && row.strength.trim() !== '' ? `Salt ${index + 1} needs a name.` : undefined,
  );
  return { fields: errors, salts };
}

/**
 * The multipart fields of the values. Optional fields left empty are not sent, so the server
 * applies its defaults (the HSN code by category); storage is sent empty when editing, to clear it.
 */
export function medicineFields(values: MedicineValues, price: string, editing: boolean): Partial<ProductCreateForm> {
  const storage = values.storage.trim();
  const composition = values.composition
    .map((row) => ({ name: row.name.trim(), strength: row.strength.trim() }))
    .filter((salt) => salt.name !== '');
  return {
    mrp: Number(shownMrp(values, price)),
    manufacturer: values.manufacturer.trim(),
    packSize: values.packSize.trim(),
    unitsPerPack: Number(values.unitsPerPack),
    dosageForm: values.dosageForm,
    composition: JSON.stringify(composition),
    schedule: values.schedule,
    gstRate: Number(values.gstRate) as GstRate,
    countryOfOrigin: values.countryOfOrigin.trim(),
    ...(values.hsnCode ? { hsnCode: values.hsnCode } : {}),
    ...(storage || editing ? { storage } : {}),
    ...(values.expiresOn ? { expiresOn: values.expiresOn } : {}),
  };
}
