// Sheet names and fixed words of the template in both languages; field words come from the catalog only.
import type { Words } from '../../catalog';

export { BOOLEAN_WORDS, booleanWords } from '../../catalog';

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

/** Excel refuses sheet names longer than this. */
export const MAX_SHEET_NAME = 31;
