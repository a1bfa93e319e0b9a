// Sheet names and fixed words of the template in both languages; field words come from the catalog only.
import type { Words } from '../../catalog';
import { SHEET_NAME_MESSAGES } from './template-messages';

export { BOOLEAN_WORDS, booleanWords } from '../../catalog';

/** The sheets a template holds; `properties` is one sheet, or one per chosen property type. */
export type TemplateSheetKind =
  'help' | 'sellers' | 'properties' | 'property_images' | 'seller_images' | 'regions' | 'lists';

export const TEMPLATE_SHEET_NAMES: Readonly<Record<TemplateSheetKind, Words>> = SHEET_NAME_MESSAGES;

/** Excel refuses sheet names longer than this. */
export const MAX_SHEET_NAME = 31;
