/**
 * The API's Product shape (the contract's `Product`), made in one place from a product row
 * joined with its category.
 * Prices are exact numeric strings in the database and numbers in the API; photo bytes
 * never appear here, only the version and size a client needs to build the photo URL.
 * The derived facts (discount, price per unit, prescription) are computed here, in paise, so
 * every answer that carries a product agrees.
 */
import { needsPrescription } from '../../../shared/catalogue';
import type { Schema } from '../../contract/operation-types';
import type { DosageForm, GstRate, Salt, Schedule } from '../../db/database';
import { toApiCategory } from '../categories/category-shape';

/** The columns `toApiProduct` needs: a products row plus its category's name and slug. */
export type ProductWithCategoryRow = {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: string;
  quantity: number;
  shipping: boolean;
  category_id: string;
  category_name: string;
  category_slug: string;
  photo_version: string | null;
  photo_width: number | null;
  photo_height: number | null;
  created_at: Date;
  updated_at: Date;
  mrp: string;
  manufacturer: string;
  pack_size: string;
  units_per_pack: number;
  dosage_form: DosageForm;
  composition: Salt[];
  schedule: Schedule;
  hsn_code: string;
  gst_rate: GstRate;
  storage: string | null;
  country_of_origin: string;
  /** YYYY-MM, as the repository selects it. */
  expires_on: string | null;
  max_per_order: number;
  /** The normalised composition substitutes are matched on; not part of the API. */
  composition_key: string;
};

const paise = (rupees: string | number) => Math.round(Number(rupees) * 100);

/** floor((mrp - price) / mrp x 100), 0 when the MRP is 0. */
export function discountPercent(price: string | number, mrp: string | number): number {
  const m = paise(mrp);
  return m <= 0 ? 0 : Math.max(0, Math.floor(((m - paise(price)) * 100) / m));
}

/** The price of one unit (tablet, ml...), rounded to the paisa. */
export function pricePerUnit(price: string | number, unitsPerPack: number): number {
  return Math.round(paise(price) / unitsPerPack) / 100;
}

/** The photo reference for stored photo columns, or null when there is no photo. */
export function toApiPhoto(row: {
  photo_version: string | null;
  photo_width: number | null;
  photo_height: number | null;
}): Schema<'Photo'> | null {
  if (!row.photo_version) return null;
  return { version: row.photo_version, width: row.photo_width ?? 0, height: row.photo_height ?? 0 };
}

export function toApiProduct(row: ProductWithCategoryRow): Schema<'Product'> {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: Number(row.price),
    quantity: row.quantity,
    shipping: row.shipping,
    category: toApiCategory({ id: row.category_id, name: row.category_name, slug: row.category_slug }),
    photo: toApiPhoto(row),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    mrp: Number(row.mrp),
    discountPercent: discountPercent(row.price, row.mrp),
    manufacturer: row.manufacturer,
    packSize: row.pack_size,
    unitsPerPack: row.units_per_pack,
    pricePerUnit: pricePerUnit(row.price, row.units_per_pack),
    dosageForm: row.dosage_form,
    composition: row.composition.map(({ name, strength }) => ({ name, strength })),
    schedule: row.schedule,
    rxRequired: needsPrescription(row.schedule),
    hsnCode: row.hsn_code,
    gstRate: row.gst_rate,
    storage: row.storage,
    countryOfOrigin: row.country_of_origin,
    expiresOn: row.expires_on,
    maxPerOrder: row.max_per_order,
  };
}

/**
 * A substitute's `savingPercent`: how much cheaper per unit `row` is than `given`, in percent,
 * rounded (negative when dearer; 0 when the given product is free).
 */
export function savingPercent(row: PricedPack, given: PricedPack): number {
  const givenPerUnit = Number(given.price) / given.units_per_pack;
  const perUnit = Number(row.price) / row.units_per_pack;
  const saving = givenPerUnit > 0 ? Math.round(((givenPerUnit - perUnit) / givenPerUnit) * 100) : 0;
  return saving || 0;
}

/** What a saving per unit is worked out from. */
export type PricedPack = Pick<ProductWithCategoryRow, 'price' | 'units_per_pack'>;

/** What a search box suggestion shows of a product. */
export function suggestionOf({ _id, name, slug, packSize, price, mrp, rxRequired, photo }: Schema<'Product'>): Schema<'Suggestion'> {
  return { _id, name, slug, packSize, price, mrp, rxRequired, photo };
}
