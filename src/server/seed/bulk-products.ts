/**
 * Generated catalogue rows for load and paging tests: realistic names made from word lists
 * (brand, salt, strength, form, pack), spread over the demo categories and every price band.
 * Medicines carry a composition drawn from a few hundred salt and strength combinations, so
 * substitutes and search by salt meet thousands of brands of one composition at 100,000
 * products; some rows are healthcare goods without one. Rows carry no photo, so 100,000 of them
 * stay small; the shop shows its placeholder.
 */
import type { Kysely } from 'kysely';
import { PRICE_BANDS } from '../../shared/catalogue';
import { slugify } from '../../shared/format';
import type { Database, DosageForm, NewProduct, Salt, Schedule } from '../db/database';
import { insertProducts } from '../modules/products/products.repository';
import { MAKERS as DEMO_MAKERS } from './demo-facts';

const BRANDS = [
  'Cura',
  'Medisure',
  'Zenova',
  'Healwell',
  'Arogya',
  'Nirmal',
  'Sanjivani',
  'Vitalis',
  'Pharmax',
  'Sunrise',
  'Dhanvantari',
  'Kalyan',
];
const MAKERS = [...DEMO_MAKERS, 'Nilgiri Wellness', 'Konark Medicare'];

/** [salt, strengths, dosage form, demo category, schedule]. */
type SaltLine = [string, string[], DosageForm, string, Schedule];
const SALTS: SaltLine[] = [
  ['Paracetamol', ['125 mg', '250 mg', '500 mg', '650 mg', '1000 mg'], 'tablet', 'Pain Relief', 'OTC'],
  ['Ibuprofen', ['200 mg', '400 mg', '600 mg'], 'tablet', 'Pain Relief', 'OTC'],
  ['Diclofenac', ['25 mg', '50 mg', '75 mg', '100 mg'], 'tablet', 'Pain Relief', 'H'],
  ['Aceclofenac', ['100 mg', '200 mg'], 'tablet', 'Pain Relief', 'H'],
  ['Naproxen', ['250 mg', '500 mg'], 'tablet', 'Pain Relief', 'H'],
  ['Tramadol', ['50 mg', '100 mg'], 'capsule', 'Pain Relief', 'H1'],
  ['Cetirizine', ['5 mg', '10 mg'], 'tablet', 'Cold & Flu', 'OTC'],
  ['Levocetirizine', ['2.5 mg', '5 mg'], 'tablet', 'Cold & Flu', 'OTC'],
  ['Fexofenadine', ['120 mg', '180 mg'], 'tablet', 'Cold & Flu', 'H'],
  ['Montelukast', ['4 mg', '5 mg', '10 mg'], 'tablet', 'Cold & Flu', 'H'],
  ['Ambroxol', ['15 mg', '30 mg', '75 mg'], 'syrup', 'Cold & Flu', 'OTC'],
  ['Dextromethorphan', ['5 mg', '10 mg', '15 mg'], 'syrup', 'Cold & Flu', 'OTC'],
  ['Metformin', ['250 mg', '500 mg', '850 mg', '1000 mg'], 'tablet', 'Diabetes Care', 'H'],
  ['Glimepiride', ['0.5 mg', '1 mg', '2 mg', '3 mg', '4 mg'], 'tablet', 'Diabetes Care', 'H'],
  ['Gliclazide', ['40 mg', '60 mg', '80 mg'], 'tablet', 'Diabetes Care', 'H'],
  ['Sitagliptin', ['25 mg', '50 mg', '100 mg'], 'tablet', 'Diabetes Care', 'H'],
  ['Vildagliptin', ['50 mg'], 'tablet', 'Diabetes Care', 'H'],
  ['Ascorbic Acid', ['100 mg', '500 mg', '1000 mg'], 'tablet', 'Vitamins & Supplements', 'OTC'],
  ['Cholecalciferol', ['400 IU', '1000 IU', '2000 IU', '60000 IU'], 'capsule', 'Vitamins & Supplements', 'OTC'],
  ['Zinc Sulphate', ['20 mg', '50 mg'], 'tablet', 'Vitamins & Supplements', 'OTC'],
  ['Folic Acid', ['1 mg', '5 mg'], 'tablet', 'Vitamins & Supplements', 'OTC'],
  ['Methylcobalamin', ['500 mcg', '1500 mcg'], 'tablet', 'Vitamins & Supplements', 'OTC'],
  ['Calcium Carbonate', ['500 mg', '1250 mg'], 'tablet', 'Vitamins & Supplements', 'OTC'],
  ['Povidone-Iodine', ['5%', '10%'], 'ointment', 'First Aid', 'OTC'],
  ['Silver Sulfadiazine', ['1%'], 'cream', 'First Aid', 'OTC'],
  ['Mupirocin', ['2%'], 'ointment', 'First Aid', 'H'],
  ['Ashwagandha Extract', ['250 mg', '300 mg', '500 mg'], 'tablet', 'Ayurveda', 'OTC'],
  ['Triphala', ['500 mg'], 'tablet', 'Ayurveda', 'OTC'],
  ['Pantoprazole', ['20 mg', '40 mg'], 'tablet', 'Digestive Health', 'H'],
  ['Omeprazole', ['10 mg', '20 mg', '40 mg'], 'capsule', 'Digestive Health', 'H'],
  ['Rabeprazole', ['10 mg', '20 mg'], 'tablet', 'Digestive Health', 'H'],
  ['Ondansetron', ['4 mg', '8 mg'], 'tablet', 'Digestive Health', 'H'],
  ['Domperidone', ['10 mg'], 'tablet', 'Digestive Health', 'H'],
  ['Lactobacillus', ['2 billion CFU', '5 billion CFU'], 'capsule', 'Digestive Health', 'OTC'],
  ['Clotrimazole', ['1%', '2%'], 'cream', 'Skin Care', 'OTC'],
  ['Ketoconazole', ['2%'], 'cream', 'Skin Care', 'H'],
  ['Adapalene', ['0.1%'], 'gel', 'Skin Care', 'H'],
  ['Amlodipine', ['2.5 mg', '5 mg', '10 mg'], 'tablet', 'Heart Care', 'H'],
  ['Atorvastatin', ['5 mg', '10 mg', '20 mg', '40 mg', '80 mg'], 'tablet', 'Heart Care', 'H'],
  ['Rosuvastatin', ['5 mg', '10 mg', '20 mg', '40 mg'], 'tablet', 'Heart Care', 'H'],
  ['Telmisartan', ['20 mg', '40 mg', '80 mg'], 'tablet', 'Heart Care', 'H'],
  ['Losartan Potassium', ['25 mg', '50 mg', '100 mg'], 'tablet', 'Heart Care', 'H'],
  ['Metoprolol Succinate', ['25 mg', '50 mg', '100 mg'], 'tablet', 'Heart Care', 'H'],
  ['Clopidogrel', ['75 mg'], 'tablet', 'Heart Care', 'H'],
  ['Azithromycin', ['250 mg', '500 mg'], 'tablet', 'Antibiotics', 'H1'],
  ['Amoxicillin', ['250 mg', '500 mg'], 'capsule', 'Antibiotics', 'H1'],
  ['Cefixime', ['100 mg', '200 mg', '400 mg'], 'tablet', 'Antibiotics', 'H1'],
  ['Cefpodoxime', ['100 mg', '200 mg'], 'tablet', 'Antibiotics', 'H1'],
  ['Levofloxacin', ['250 mg', '500 mg', '750 mg'], 'tablet', 'Antibiotics', 'H1'],
  ['Doxycycline', ['100 mg'], 'capsule', 'Antibiotics', 'H'],
  ['Ciprofloxacin', ['250 mg', '500 mg', '750 mg'], 'tablet', 'Antibiotics', 'H1'],
  ['Ofloxacin', ['200 mg', '400 mg'], 'tablet', 'Antibiotics', 'H1'],
  ['Cefuroxime', ['250 mg', '500 mg'], 'tablet', 'Antibiotics', 'H1'],
  ['Clarithromycin', ['250 mg', '500 mg'], 'tablet', 'Antibiotics', 'H1'],
  ['Linezolid', ['600 mg'], 'tablet', 'Antibiotics', 'H1'],
  ['Nitrofurantoin', ['50 mg', '100 mg'], 'capsule', 'Antibiotics', 'H'],
  ['Metronidazole', ['200 mg', '400 mg'], 'tablet', 'Antibiotics', 'H'],
  ['Fluconazole', ['50 mg', '150 mg', '200 mg'], 'tablet', 'Skin Care', 'H'],
  ['Terbinafine', ['250 mg', '1%'], 'cream', 'Skin Care', 'H'],
  ['Mometasone', ['0.1%'], 'cream', 'Skin Care', 'H'],
  ['Bisoprolol', ['2.5 mg', '5 mg', '10 mg'], 'tablet', 'Heart Care', 'H'],
  ['Ramipril', ['1.25 mg', '2.5 mg', '5 mg', '10 mg'], 'capsule', 'Heart Care', 'H'],
  ['Olmesartan', ['10 mg', '20 mg', '40 mg'], 'tablet', 'Heart Care', 'H'],
  ['Cilnidipine', ['5 mg', '10 mg', '20 mg'], 'tablet', 'Heart Care', 'H'],
  ['Torsemide', ['5 mg', '10 mg', '20 mg'], 'tablet', 'Heart Care', 'H'],
  ['Aspirin', ['75 mg', '150 mg', '325 mg'], 'tablet', 'Heart Care', 'OTC'],
  ['Dapagliflozin', ['5 mg', '10 mg'], 'tablet', 'Diabetes Care', 'H'],
  ['Empagliflozin', ['10 mg', '25 mg'], 'tablet', 'Diabetes Care', 'H'],
  ['Pioglitazone', ['15 mg', '30 mg'], 'tablet', 'Diabetes Care', 'H'],
  ['Voglibose', ['0.2 mg', '0.3 mg'], 'tablet', 'Diabetes Care', 'H'],
  ['Levothyroxine', ['25 mcg', '50 mcg', '75 mcg', '100 mcg', '125 mcg'], 'tablet', 'Diabetes Care', 'H'],
  ['Famotidine', ['20 mg', '40 mg'], 'tablet', 'Digestive Health', 'OTC'],
  ['Esomeprazole', ['20 mg', '40 mg'], 'tablet', 'Digestive Health', 'H'],
  ['Loperamide', ['2 mg'], 'capsule', 'Digestive Health', 'OTC'],
  ['Lactulose', ['10 g/15 ml'], 'syrup', 'Digestive Health', 'OTC'],
  ['Ursodeoxycholic Acid', ['150 mg', '300 mg'], 'tablet', 'Digestive Health', 'H'],
  ['Mefenamic Acid', ['250 mg', '500 mg'], 'tablet', 'Pain Relief', 'H'],
  ['Etoricoxib', ['60 mg', '90 mg', '120 mg'], 'tablet', 'Pain Relief', 'H'],
  ['Thiocolchicoside', ['4 mg', '8 mg'], 'capsule', 'Pain Relief', 'H'],
  ['Chlorpheniramine', ['2 mg', '4 mg'], 'tablet', 'Cold & Flu', 'OTC'],
  ['Guaifenesin', ['50 mg', '100 mg', '200 mg'], 'syrup', 'Cold & Flu', 'OTC'],
  ['Salbutamol', ['2 mg', '4 mg', '100 mcg'], 'inhaler', 'Cold & Flu', 'H'],
  ['Budesonide', ['100 mcg', '200 mcg', '400 mcg'], 'inhaler', 'Cold & Flu', 'H'],
  ['Biotin', ['5 mg', '10 mg'], 'tablet', 'Vitamins & Supplements', 'OTC'],
  ['Magnesium Oxide', ['250 mg', '400 mg'], 'tablet', 'Vitamins & Supplements', 'OTC'],
  ['Pyridoxine', ['10 mg', '40 mg', '100 mg'], 'tablet', 'Vitamins & Supplements', 'OTC'],
  ['Shatavari Extract', ['250 mg', '500 mg'], 'tablet', 'Ayurveda', 'OTC'],
  ['Giloy Extract', ['250 mg', '500 mg'], 'tablet', 'Ayurveda', 'OTC'],
  ['Brahmi Extract', ['250 mg', '500 mg'], 'tablet', 'Ayurveda', 'OTC'],
];

/** Fixed-dose combinations: [name, salts, dosage form, category, schedule]. */
const COMBINATIONS: [string, Salt[], DosageForm, string, Schedule][] = [
  [
    'Amoxicillin + Clavulanic Acid 625',
    [
      { name: 'Amoxicillin', strength: '500 mg' },
      { name: 'Clavulanic Acid', strength: '125 mg' },
    ],
    'tablet',
    'Antibiotics',
    'H1',
  ],
  [
    'Amoxicillin + Clavulanic Acid 375',
    [
      { name: 'Amoxicillin', strength: '250 mg' },
      { name: 'Clavulanic Acid', strength: '125 mg' },
    ],
    'tablet',
    'Antibiotics',
    'H1',
  ],
  [
    'Aceclofenac + Paracetamol',
    [
      { name: 'Aceclofenac', strength: '100 mg' },
      { name: 'Paracetamol', strength: '325 mg' },
    ],
    'tablet',
    'Pain Relief',
    'H',
  ],
  [
    'Montelukast + Levocetirizine',
    [
      { name: 'Montelukast', strength: '10 mg' },
      { name: 'Levocetirizine', strength: '5 mg' },
    ],
    'tablet',
    'Cold & Flu',
    'H',
  ],
  [
    'Metformin + Glimepiride 1',
    [
      { name: 'Metformin', strength: '500 mg' },
      { name: 'Glimepiride', strength: '1 mg' },
    ],
    'tablet',
    'Diabetes Care',
    'H',
  ],
  [
    'Metformin + Glimepiride 2',
    [
      { name: 'Metformin', strength: '500 mg' },
      { name: 'Glimepiride', strength: '2 mg' },
    ],
    'tablet',
    'Diabetes Care',
    'H',
  ],
  [
    'Telmisartan + Amlodipine',
    [
      { name: 'Telmisartan', strength: '40 mg' },
      { name: 'Amlodipine', strength: '5 mg' },
    ],
    'tablet',
    'Heart Care',
    'H',
  ],
  [
    'Telmisartan + Hydrochlorothiazide',
    [
      { name: 'Telmisartan', strength: '40 mg' },
      { name: 'Hydrochlorothiazide', strength: '12.5 mg' },
    ],
    'tablet',
    'Heart Care',
    'H',
  ],
  [
    'Pantoprazole + Domperidone',
    [
      { name: 'Pantoprazole', strength: '40 mg' },
      { name: 'Domperidone', strength: '30 mg' },
    ],
    'capsule',
    'Digestive Health',
    'H',
  ],
  [
    'Calcium + Vitamin D3',
    [
      { name: 'Calcium Carbonate', strength: '1250 mg' },
      { name: 'Cholecalciferol', strength: '250 IU' },
    ],
    'tablet',
    'Vitamins & Supplements',
    'OTC',
  ],
  [
    'Ferrous Fumarate + Folic Acid',
    [
      { name: 'Ferrous Fumarate', strength: '300 mg' },
      { name: 'Folic Acid', strength: '1.5 mg' },
    ],
    'tablet',
    'Vitamins & Supplements',
    'OTC',
  ],
];

/** Goods without a composition: [name, variants, dosage form, category, HSN, GST]. */
const GOODS: [string, string[], DosageForm, string, string, 0 | 5 | 18][] = [
  ['Herbal Shampoo', ['Neem', 'Aloe'], 'other', 'Personal Care', '3305', 5],
  ['Sunscreen', ['SPF 30', 'SPF 50'], 'cream', 'Skin Care', '3304', 18],
  ['Baby Lotion', ['Mild', 'Almond'], 'other', 'Baby Care', '3304', 18],
  ['Adhesive Bandage', ['Fabric', 'Waterproof'], 'other', 'First Aid', '3005', 5],
  ['Digital Thermometer', ['Flexible Tip', 'Rigid Tip'], 'device', 'First Aid', '9025', 5],
];

type Composition = { label: string; salts: Salt[]; form: DosageForm; category: string; schedule: Schedule };

/** Every salt at every strength, then the combinations: 225 compositions. */
export const COMPOSITIONS: Composition[] = [
  ...SALTS.flatMap(([salt, strengths, form, category, schedule]) =>
    strengths.map((strength) => ({ label: `${salt} ${strength}`, salts: [{ name: salt, strength }], form, category, schedule })),
  ),
  ...COMBINATIONS.map(([label, salts, form, category, schedule]) => ({ label, salts, form, category, schedule })),
];

const PACKS: [string, number][] = [
  ['strip of 10', 10],
  ['strip of 15', 15],
  ['bottle of 60', 60],
  ['pack of 30', 30],
  ['box of 20', 20],
  ['strip of 6', 6],
];
const USES = [
  'for everyday relief',
  'for the whole family',
  'with a doctor-trusted formula',
  'in a travel-friendly pack',
  'at a value price',
];
const MARKUPS = [0, 0.05, 0.1, 0.15, 0.2, 0.3];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length];

/** A price in the band `i` falls into (cycling through all six), with some paise now and then. */
function priceFor(i: number): number {
  const [min, max] = PRICE_BANDS[i % PRICE_BANDS.length].array;
  const top = max > 5000 ? 4999 : max;
  const rupees = min + ((i * 7919) % (top - min + 1));
  return i % 4 === 0 ? rupees + 0.5 : rupees;
}

const mrpFor = (price: number, i: number) => Math.round(price * (1 + pick(MARKUPS, i >> 2)) * 100) / 100;

/** The facts every generated row shares the shape of; one row in ten is goods without a composition. */
function productFacts(i: number) {
  const [pack, units] = pick(PACKS, i >> 2);
  if (i % 10 === 9) {
    const [name, variants, form, category, hsn, gst] = pick(GOODS, i >> 4);
    return {
      label: `${name} ${pick(variants, i >> 3)}`,
      salts: [] as Salt[],
      form,
      category,
      schedule: 'OTC' as Schedule,
      hsn,
      gst,
      pack,
      units,
    };
  }
  // A multiplier coprime with the list's length spreads neighbouring rows over every composition.
  const composition = pick(COMPOSITIONS, i * 37);
  return { ...composition, hsn: '3004', gst: 5 as const, pack, units };
}

/** The i-th generated product of a run; `tag` keeps slugs of separate runs apart. */
export function generatedProduct(i: number, tag: string, categoryIds: Map<string, string>, createdAt: Date): NewProduct {
  const facts = productFacts(i);
  const brand = pick(BRANDS, Math.floor(i / 7));
  const form = facts.form === 'other' ? '' : ` ${facts.form[0].toUpperCase()}${facts.form.slice(1)}`;
  const name = `${brand} ${facts.label}${form}, ${facts.pack}`;
  const price = priceFor(i);
  return {
    name,
    slug: `${slugify(name)}-${tag}${i.toString(36)}`,
    description: `${facts.label} by ${brand} ${pick(USES, i >> 1)}. Store below 25 °C, away from children.`,
    price,
    mrp: mrpFor(price, i),
    quantity: i % 50 === 7 ? 0 : 20 + ((i * 131) % 481),
    shipping: i % 10 !== 7,
    category_id: categoryIds.get(facts.category)!,
    manufacturer: pick(MAKERS, i >> 3),
    pack_size: facts.pack,
    units_per_pack: facts.units,
    dosage_form: facts.form,
    composition: JSON.stringify(facts.salts),
    schedule: facts.schedule,
    hsn_code: facts.hsn,
    gst_rate: facts.gst,
    expires_on: facts.salts.length ? `${2027 + (i % 3)}-${String((i % 12) + 1).padStart(2, '0')}-01` : null,
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
