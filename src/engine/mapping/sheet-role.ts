// A sheet's role from its name (English or Hungarian), or from the fields its headers match.
import type { SheetRole } from '../../catalog';
import { SHEET_ROLES } from '../../catalog';
import { foldText } from '../values/fold-text';
import { matchHeader } from './match-columns';

const IMAGE = /(\bkep\b|\bkepe[ki]\b|image|photo|foto|picture)/;
// `eladók` are sellers, but `eladó` alone means "for sale" (`Eladó lakások`), so only the plural counts.
const SELLER = /(seller|ertekesito|eladok\b|ugynok|agent|munkatars)/;
const PROPERTY = /(propert|ingatlan|hirdetes|listing|lakas|estate)/;

/** `Ingatlan képek` → property_images, `Értékesítők` → sellers, `Hirdetések` → properties; null when unsure. */
export function roleFromSheetName(name: string): SheetRole | null {
  const n = foldText(name);
  if (IMAGE.test(n)) return SELLER.test(n) ? 'seller_images' : 'property_images';
  if (SELLER.test(n)) return 'sellers';
  if (PROPERTY.test(n)) return 'properties';
  return null;
}

/** Fields that only make sense on one role; one of them tips an otherwise even score. */
const TELLING: Readonly<Record<SheetRole, readonly string[]>> = {
  properties: ['property.type', 'price.price', 'property.action', 'location.region_id'],
  sellers: ['seller.name', 'seller.email', 'seller.phone'],
  property_images: ['image.url'],
  seller_images: ['image.url'],
};

/**
 * Headers that decide a role: a sheet whose first ones say nothing is not told by its 200,000th (docs/security.md,
 * "Hostile workbooks").
 */
export const ROLE_HEADERS_READ = 1000;

/** The role whose fields the headers match best, counting only confident matches; null when none fits. */
export function roleFromHeaders(headers: readonly string[]): SheetRole | null {
  let best: SheetRole | null = null;
  let bestScore = 0;
  const read = headers.filter((h) => h.trim() !== '').slice(0, ROLE_HEADERS_READ);
  for (const role of SHEET_ROLES) {
    let score = 0;
    for (const h of read) {
      const m = matchHeader(role, h);
      if (m.field === null || m.confidence < 0.85) continue;
      score += m.confidence + (TELLING[role].includes(m.field) ? 1 : 0);
    }
    if (score > bestScore) {
      best = role;
      bestScore = score;
    }
  }
  return bestScore >= 2 ? best : null;
}

/**
 * The roles proposed for a workbook's readable sheets, in order (null: not imported). A workbook of one sheet that
 * names its rows neither by its name nor by its headers (a table Excel headed `Oszlop1`, `Oszlop2` …) is read as
 * listings, its columns then matched by their values, rather than importing nothing. The command line and the app
 * alike (docs/architecture.md, "One orchestration").
 */
export function withLoneSheetAsListings(roles: readonly (SheetRole | null)[]): (SheetRole | null)[] {
  return roles.length === 1 && roles[0] === null ? ['properties'] : [...roles];
}
