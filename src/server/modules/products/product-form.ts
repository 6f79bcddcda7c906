/**
 * Reads a create/update product form. The contract has already checked and coerced each
 * text field (types, ranges, enums) and refused unknown fields, and the contract plugin has
 * dropped empty optional parts (a blank field means "not given"); what is left is what a schema
 * cannot say: names that are only spaces, the photo part itself, the composition's JSON, and
 * the schedules that may not be sold online at all.
 *
 * Every medicine fact is optional: `facts` holds only what was sent, so an update keeps what
 * it does not mention and a create fills in the defaults (product-writes.ts).
 */
import type { Schema } from '../../contract/operation-types';
import type { DosageForm, GstRate, Salt, Schedule } from '../../db/database';
import { badRequest } from '../../http-error';
import { readComposition } from './composition-field';

/** The product form as openapi.yaml declares it; multipart's `keyValues` mode hands the photo over as bytes. */
export type ProductFormBody = Omit<Schema<'ProductCreateForm'>, 'photo'> & { photo?: Buffer | string };

/** The medicine facts a form sent; a field left out is undefined. `storage: null` clears it. */
export type ProductFacts = {
  mrp?: number;
  manufacturer?: string;
  packSize?: string;
  unitsPerPack?: number;
  dosageForm?: DosageForm;
  composition?: Salt[];
  schedule?: Schedule;
  hsnCode?: string;
  gstRate?: GstRate;
  storage?: string | null;
  countryOfOrigin?: string;
  /** YYYY-MM. */
  expiresOn?: string;
  /** The most units of the product one order may hold (the database's default, 10, on create). */
  maxPerOrder?: number;
};

export type ProductInput = {
  name: string;
  description: string;
  price: number;
  quantity: number;
  categoryId: string;
  /** Undefined when not sent: false for a new product, unchanged on update. */
  shipping?: boolean;
  /** The uploaded bytes, or undefined when no photo was sent. */
  photo?: Buffer;
  facts: ProductFacts;
};

/** Schedule X and narcotic or psychotropic (NDPS) medicines: never sold online (draft e-pharmacy rules, 2018). */
const NOT_ONLINE = new Set(['X', 'NDPS']);

function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`'${field}' must not be empty`);
  return trimmed;
}

/** An empty part (a form submitted with no file chosen, or an empty text part) counts as no photo. */
function photoBytes(photo: Buffer | string | undefined): Buffer | undefined {
  if (photo === undefined || photo.length === 0) return undefined;
  if (typeof photo === 'string') throw badRequest("'photo' must be sent as a file");
  return photo;
}

function schedule(value: ProductFormBody['schedule']): Schedule | undefined {
  if (value === undefined) return undefined;
  if (NOT_ONLINE.has(value)) {
    throw badRequest(
      `'schedule' ${value} cannot be sold here: Schedule X and narcotic or psychotropic (NDPS) medicines may not be sold online in India`,
    );
  }
  return value as Schedule;
}

/** Text that may be left blank: undefined when not sent, trimmed otherwise. */
const optionalText = (value: string | undefined) => value?.trim();

function readFacts(body: ProductFormBody): ProductFacts {
  const country = optionalText(body.countryOfOrigin);
  if (country === '') throw badRequest("'countryOfOrigin' must not be empty");
  const storage = optionalText(body.storage);
  const facts: ProductFacts = {
    mrp: body.mrp,
    manufacturer: optionalText(body.manufacturer),
    packSize: optionalText(body.packSize),
    unitsPerPack: body.unitsPerPack,
    dosageForm: body.dosageForm,
    composition: body.composition === undefined ? undefined : readComposition(body.composition),
    schedule: schedule(body.schedule),
    hsnCode: body.hsnCode,
    gstRate: body.gstRate,
    storage: storage === '' ? null : storage,
    countryOfOrigin: country,
    expiresOn: body.expiresOn,
    maxPerOrder: body.maxPerOrder,
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
}

export function readProductForm(body: ProductFormBody): ProductInput {
  return {
    name: requiredText(body.name, 'name'),
    description: requiredText(body.description, 'description'),
    price: body.price,
    quantity: body.quantity,
    categoryId: body.category,
    shipping: body.shipping ? body.shipping === '1' || body.shipping === 'true' : undefined,
    photo: photoBytes(body.photo),
    facts: readFacts(body),
  };
}
