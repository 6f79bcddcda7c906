/**
 * The HSN code and GST rate a product gets when its form leaves them out: HSN by the category's
 * name (a pharmacy's categories say what they hold), GST by HSN, as the rates stand since the
 * GST Council's rationalisation of 22 September 2025 (the 12% slab removed). The admin can
 * always set both; these only have to be right for the usual case.
 */
import type { GstRate } from '../../db/database';

/** First match wins; anything else is a medicament (3004). */
const HSN_BY_CATEGORY: [RegExp, string][] = [
  [/first aid|bandage|dressing/, '3005'],
  [/device|equipment|monitor/, '9018'],
  [/oral|dental/, '3306'],
  [/personal care|baby care|cosmetic|beauty/, '3304'],
];

/** Chapters taxed at 5%: medicaments, dressings, oral hygiene, hair care, soap, medical devices. */
const FIVE_PERCENT = /^(3003|3004|3005|3006|3305|3306|3401|9018|9019|9020|9021|9022|9025|9027)/;

export function hsnForCategory(categoryName: string): string {
  const name = categoryName.toLowerCase();
  return HSN_BY_CATEGORY.find(([pattern]) => pattern.test(name))?.[1] ?? '3004';
}

export function gstForHsn(hsnCode: string): GstRate {
  return FIVE_PERCENT.test(hsnCode) ? 5 : 18;
}
