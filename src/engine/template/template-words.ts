// Sheet names and fixed words of the template in both languages; field words come from the catalog only.
import type { Lang, Words } from '../../catalog';

/** The sheets a template holds; `properties` is one sheet, or one per chosen property type. */
export type TemplateSheetKind =
  'help' | 'sellers' | 'properties' | 'property_images' | 'seller_images' | 'regions' | 'lists';

export const TEMPLATE_SHEET_NAMES: Readonly<Record<TemplateSheetKind, Words>> = {
  help: { en: 'Help', hu: 'Súgó' },
  sellers: { en: 'Sellers', hu: 'Értékesítők' },
  properties: { en: 'Properties', hu: 'Ingatlanok' },
  property_images: { en: 'Property images', hu: 'Ingatlan képek' },
  seller_images: { en: 'Seller images', hu: 'Értékesítő képek' },
  regions: { en: 'Regions', hu: 'Települések' },
  lists: { en: 'Lists', hu: 'Listák' },
};

/**
 * Yes/no words of the boolean dropdowns. The catalog has words for enum codes only; booleans are written as
 * these words so the engine's yes/no reading (igen/nem, yes/no) maps them back.
 */
export const BOOLEAN_WORDS: Readonly<Record<'true' | 'false', Words>> = {
  true: { en: 'Yes', hu: 'Igen' },
  false: { en: 'No', hu: 'Nem' },
};

export function booleanWords(lang: Lang): readonly string[] {
  return [BOOLEAN_WORDS.true[lang], BOOLEAN_WORDS.false[lang]];
}

/** Excel refuses sheet names longer than this. */
export const MAX_SHEET_NAME = 31;
