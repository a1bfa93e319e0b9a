// The words of the review's plausibility warnings and the dry run's image link check (docs/plausibility.md), in both
// languages; kept beside the main catalog (strings.ts).
import type { Language } from '../../../shared/contract';
import type { WarningKindName } from '../../../shared/contract-warnings';
import type { MessageParams, MessageText } from '../../../shared/format-message';
import { formatMessage } from '../../../shared/format-message';

const en = {
  warningsTitle: { one: '{count} warning', other: '{count} warnings' },
  warningsIntro:
    'Values the portal accepts but that look like slips. They do not block the upload; accept the right ones.',
  warningKindFilter: 'Kind of warning',
  warningKindAll: 'All kinds ({count})',
  warningsList: 'Warnings',
  warningRow: 'Row {row}',
  warningFix: 'Likely: {fix}',
  acceptOne: 'Accept row {row}',
  acceptKind: 'Accept all: {kind} ({count})',
  acceptedCount: { one: '{count} warning accepted', other: '{count} warnings accepted' },
  noOpenWarnings: 'Every warning of this sheet is accepted.',
  kind_scale_slip: 'Scale slip',
  kind_sale_vs_rent: 'Sale or rent',
  kind_price_per_m2: 'Price per m²',
  kind_areas_swapped: 'Areas swapped',
  kind_rooms_vs_area: 'Rooms and floor area',
  kind_price_change: 'Price change',
  kind_identity_change: 'Listing changed',
  kind_duplicate_content: 'Same listing twice',
  imageCheckLabel: 'Image link check',
  imageCheckProgress: 'Checking image links: {done} of {total}',
  imageCheckDone: {
    one: '{count} image link checked, {broken} not reachable.',
    other: '{count} image links checked, {broken} not reachable.',
  },
  imageBrokenList: 'Image links the portal cannot fetch',
  imageBrokenRow: '{sheet}, row {row}: {message} – {url}',
  portalWarningsList: 'Changes against the portal to look at',
  portalWarningRow: '{sheet}, row {row}: {message}',
  cellWarning: 'warning: {message}',
  rowWarnings: 'Warnings: {warnings}',
  applyFix: 'Apply the fix, row {row}',
  navShows: 'The navigator goes through',
  navErrors: 'Errors',
  navWarnings: 'Warnings',
  navBoth: 'Both',
  openWarningsList: 'Warnings not accepted (they do not stop the upload)',
  openWarningRow: '{sheet}, row {row} – {kind}: {message}',
  acceptedOnUpload: {
    one: '{count} accepted warning goes with the upload.',
    other: '{count} accepted warnings go with the upload.',
  },
} as const satisfies Record<string, MessageText>;

export type WarningStringKey = keyof typeof en;

const hu: Record<WarningStringKey, MessageText> = {
  warningsTitle: '{count} figyelmeztetés',
  warningsIntro:
    'A portál elfogadja ezeket az értékeket, de elírásnak látszanak. Nem akadályozzák a feltöltést; a helyeseket ' +
    'fogadja el.',
  warningKindFilter: 'Figyelmeztetés fajtája',
  warningKindAll: 'Minden fajta ({count})',
  warningsList: 'Figyelmeztetések',
  warningRow: '{row}. sor',
  warningFix: 'Valószínűleg: {fix}',
  acceptOne: '{row}. sor elfogadása',
  acceptKind: 'Mind elfogadva: {kind} ({count})',
  acceptedCount: '{count} figyelmeztetés elfogadva',
  noOpenWarnings: 'A munkalap minden figyelmeztetése elfogadva.',
  kind_scale_slip: 'Nagyságrendi elírás',
  kind_sale_vs_rent: 'Eladó vagy kiadó',
  kind_price_per_m2: 'Négyzetméterár',
  kind_areas_swapped: 'Felcserélt területek',
  kind_rooms_vs_area: 'Szobaszám és alapterület',
  kind_price_change: 'Árváltozás',
  kind_identity_change: 'Megváltozott hirdetés',
  kind_duplicate_content: 'Kétszer szereplő hirdetés',
  imageCheckLabel: 'Képlinkek ellenőrzése',
  imageCheckProgress: 'Képlinkek ellenőrzése: {done} / {total}',
  imageCheckDone: '{count} képlink ellenőrizve, {broken} nem érhető el.',
  imageBrokenList: 'Képlinkek, amelyeket a portál nem tud letölteni',
  imageBrokenRow: '{sheet}, {row}. sor: {message} – {url}',
  portalWarningsList: 'Ellenőrizendő változások a portálhoz képest',
  portalWarningRow: '{sheet}, {row}. sor: {message}',
  cellWarning: 'figyelmeztetés: {message}',
  rowWarnings: 'Figyelmeztetések: {warnings}',
  applyFix: 'Javítás alkalmazása, {row}. sor',
  navShows: 'A navigátor ezeken lép végig',
  navErrors: 'Hibák',
  navWarnings: 'Figyelmeztetések',
  navBoth: 'Mindkettő',
  openWarningsList: 'Nem elfogadott figyelmeztetések (a feltöltést nem akadályozzák)',
  openWarningRow: '{sheet}, {row}. sor – {kind}: {message}',
  acceptedOnUpload: '{count} elfogadott figyelmeztetés megy a feltöltéssel.',
};

const STRINGS: Readonly<Record<Language, Record<WarningStringKey, MessageText>>> = { en, hu };

export function warningText(lang: Language, key: WarningStringKey, params?: MessageParams): string {
  return formatMessage(STRINGS[lang][key], lang, params);
}

/** The name of a kind of warning, as the filter and the buttons show it. */
export function kindName(lang: Language, kind: WarningKindName): string {
  return warningText(lang, `kind_${kind.replaceAll('-', '_')}` as WarningStringKey);
}
