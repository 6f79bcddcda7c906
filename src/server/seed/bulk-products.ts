/**
 * Generated catalogue rows for load and paging tests: realistic names made from word lists
 * (brand, molecule, strength, form, pack), spread over the demo categories and every price
 * band. Rows carry no photo, so 100,000 of them stay small; the shop shows its placeholder.
 */
import type { Kysely } from 'kysely';
import { PRICE_BANDS } from '../../shared/catalogue';
import { slugify } from '../../shared/format';
import type { Database, NewProduct } from '../db/database';
import { insertProducts } from '../modules/products/products.repository';

const BRANDS = ['Cura', 'Medisure', 'Zenova', 'Healwell', 'Arogya', 'Nirmal', 'Sanjivani', 'Vitalis', 'Pharmax', 'Sunrise', 'Dhanvantari', 'Kalyan'];

/** [molecule, strengths, forms, demo category]. */
const MOLECULES: [string, string[], string[], string][] = [
  ['Paracetamol', ['250 mg', '500 mg', '650 mg'], ['Tablet', 'Syrup'], 'Pain Relief'],
  ['Ibuprofen', ['200 mg', '400 mg'], ['Tablet', 'Gel'], 'Pain Relief'],
  ['Diclofenac', ['50 mg', '1%'], ['Tablet', 'Gel'], 'Pain Relief'],
  ['Cetirizine', ['5 mg', '10 mg'], ['Tablet', 'Syrup'], 'Cold & Flu'],
  ['Levocetirizine', ['5 mg'], ['Tablet'], 'Cold & Flu'],
  ['Ambroxol', ['30 mg', '15 mg/5 ml'], ['Tablet', 'Syrup'], 'Cold & Flu'],
  ['Metformin', ['500 mg', '850 mg', '1000 mg'], ['Tablet'], 'Diabetes Care'],
  ['Glimepiride', ['1 mg', '2 mg'], ['Tablet'], 'Diabetes Care'],
  ['Vitamin C', ['500 mg', '1000 mg'], ['Chewable Tablet', 'Effervescent Tablet'], 'Vitamins & Supplements'],
  ['Vitamin D3', ['1000 IU', '60000 IU'], ['Capsule', 'Drops'], 'Vitamins & Supplements'],
  ['Zinc', ['20 mg', '50 mg'], ['Tablet'], 'Vitamins & Supplements'],
  ['Herbal Shampoo', ['Neem', 'Aloe'], ['Bottle'], 'Personal Care'],
  ['Mouthwash', ['Mint', 'Clove'], ['Bottle'], 'Personal Care'],
  ['Baby Lotion', ['Mild', 'Almond'], ['Bottle'], 'Baby Care'],
  ['Oral Rehydration Salts', ['Orange', 'Lemon'], ['Sachet'], 'Baby Care'],
  ['Povidone-Iodine', ['5%', '10%'], ['Ointment', 'Solution'], 'First Aid'],
  ['Adhesive Bandage', ['Fabric', 'Waterproof'], ['Strips'], 'First Aid'],
  ['Ashwagandha', ['300 mg', '500 mg'], ['Tablet', 'Churna'], 'Ayurveda'],
  ['Triphala', ['500 mg'], ['Tablet', 'Churna'], 'Ayurveda'],
  ['Pantoprazole', ['20 mg', '40 mg'], ['Tablet'], 'Digestive Health'],
  ['Lactobacillus', ['2 billion CFU', '5 billion CFU'], ['Capsule', 'Sachet'], 'Digestive Health'],
  ['Clotrimazole', ['1%', '2%'], ['Cream', 'Powder'], 'Skin Care'],
  ['Sunscreen', ['SPF 30', 'SPF 50'], ['Lotion', 'Gel'], 'Skin Care'],
];
const PACKS = ['strip of 10', 'strip of 15', 'bottle of 60', 'bottle of 100 ml', 'tube of 30 g', 'pack of 30', 'box of 20'];
const USES = ['for everyday relief', 'for the whole family', 'with a doctor-trusted formula', 'in a travel-friendly pack', 'at a value price'];

const pick = <T>(list: T[], n: number): T => list[n % list.length];

/** A price in the band `i` falls into (cycling through all six), with some paise now and then. */
function priceFor(i: number): number {
  const [min, max] = PRICE_BANDS[i % PRICE_BANDS.length].array;
  const top = max > 5000 ? 4999 : max;
  const rupees = min + ((i * 7919) % (top - min + 1));
  return i % 4 === 0 ? rupees + 0.5 : rupees;
}

/** The i-th generated product of a run; `tag` keeps slugs of separate runs apart. */
export function generatedProduct(i: number, tag: string, categoryIds: Map<string, string>, createdAt: Date): NewProduct {
  const [molecule, strengths, forms, category] = pick(MOLECULES, i);
  const brand = pick(BRANDS, Math.floor(i / MOLECULES.length));
  const name = `${brand} ${molecule} ${pick(strengths, i >> 3)} ${pick(forms, i >> 5)}, ${pick(PACKS, i >> 2)}`;
  return {
    name,
    slug: `${slugify(name)}-${tag}${i.toString(36)}`,
    description: `${molecule} ${pick(forms, i >> 5).toLowerCase()} by ${brand} ${pick(USES, i >> 1)}. Store below 25 °C, away from children.`,
    price: priceFor(i),
    quantity: 20 + ((i * 131) % 481),
    shipping: i % 10 !== 7,
    category_id: categoryIds.get(category)!,
    created_at: createdAt,
  };
}

/** Inserts `count` generated products in multi-row INSERTs of `batch`, reporting progress. */
export async function insertGeneratedProducts(
  db: Kysely<Database>,
  count: number,
  categoryIds: Map<string, string>,
  progress: (done: number) => void,
  batch = 1000,
): Promise<void> {
  const tag = Date.now().toString(36).slice(-5);
  const start = Date.now() - count * 1000;
  for (let from = 0; from < count; from += batch) {
    const rows = Array.from({ length: Math.min(batch, count - from) }, (_, k) =>
      generatedProduct(from + k, tag, categoryIds, new Date(start + (from + k) * 1000)),
    );
    await insertProducts(db, rows);
    progress(from + rows.length);
  }
}
