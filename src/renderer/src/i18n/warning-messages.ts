// The words of the review's plausibility warnings and the dry run's image link check (docs/plausibility.md), in both
// languages.
import type { Language } from '../../../shared/contract';
import type { WarningKindName } from '../../../shared/contract-warnings';
import { defineMessages } from '../../../shared/message-catalog';
import { translator } from './translator';

export const WARNING_MESSAGES = defineMessages({
  warningsTitle: { en: { one: '{count} warning', other: '{count} warnings' }, hu: '{count} figyelmeztetés' },
  warningsIntro: {
    en: 'Values the portal accepts but that look like slips. They do not block the upload; accept the right ones.',
    hu: 'A portál elfogadja ezeket az értékeket, de elírásnak látszanak. Nem akadályozzák a feltöltést; a helyeseket fogadja el.',
  },
  warningKindFilter: { en: 'Kind of warning', hu: 'Figyelmeztetés fajtája' },
  warningKindAll: { en: 'All kinds ({count})', hu: 'Minden fajta ({count})' },
  warningsList: { en: 'Warnings', hu: 'Figyelmeztetések' },
  warningRow: { en: 'Row {row}', hu: '{row}. sor' },
  warningFix: { en: 'Likely: {fix}', hu: 'Valószínűleg: {fix}' },
  acceptOne: { en: 'Accept row {row}', hu: '{row}. sor elfogadása' },
  acceptKind: { en: 'Accept all: {kind} ({count})', hu: 'Mind elfogadva: {kind} ({count})' },
  acceptedCount: {
    en: { one: '{count} warning accepted', other: '{count} warnings accepted' },
    hu: '{count} figyelmeztetés elfogadva',
  },
  noOpenWarnings: {
    en: 'Every warning of this sheet is accepted.',
    hu: 'A munkalap minden figyelmeztetése elfogadva.',
  },
  kind_scale_slip: { en: 'Scale slip', hu: 'Nagyságrendi elírás' },
  kind_sale_vs_rent: { en: 'Sale or rent', hu: 'Eladó vagy kiadó' },
  kind_price_per_m2: { en: 'Price per m²', hu: 'Négyzetméterár' },
  kind_zero_area: { en: 'Area of 0', hu: 'Nulla terület' },
  kind_areas_swapped: { en: 'Areas swapped', hu: 'Felcserélt területek' },
  kind_rooms_vs_area: { en: 'Rooms and floor area', hu: 'Szobaszám és alapterület' },
  kind_price_change: { en: 'Price change', hu: 'Árváltozás' },
  kind_identity_change: { en: 'Listing changed', hu: 'Megváltozott hirdetés' },
  kind_duplicate_content: { en: 'Same listing twice', hu: 'Kétszer szereplő hirdetés' },
  imageCheckLabel: { en: 'Image link check', hu: 'Képlinkek ellenőrzése' },
  imageCheckProgress: { en: 'Checking image links: {done} of {total}', hu: 'Képlinkek ellenőrzése: {done} / {total}' },
  imageCheckDone: {
    en: {
      one: '{count} image link checked, {broken} not reachable.',
      other: '{count} image links checked, {broken} not reachable.',
    },
    hu: '{count} képlink ellenőrizve, {broken} nem érhető el.',
  },
  imageBrokenList: { en: 'Image links the portal cannot fetch', hu: 'Képlinkek, amelyeket a portál nem tud letölteni' },
  imageBrokenRow: { en: '{sheet}, row {row}: {message} – {url}', hu: '{sheet}, {row}. sor: {message} – {url}' },
  portalWarningsList: {
    en: 'Changes against the portal to look at',
    hu: 'Ellenőrizendő változások a portálhoz képest',
  },
  portalWarningRow: { en: '{sheet}, row {row}: {message}', hu: '{sheet}, {row}. sor: {message}' },
  cellWarning: { en: 'warning: {message}', hu: 'figyelmeztetés: {message}' },
  rowWarnings: { en: 'Warnings: {warnings}', hu: 'Figyelmeztetések: {warnings}' },
  applyFix: { en: 'Apply the fix, row {row}', hu: 'Javítás alkalmazása, {row}. sor' },
  applyFixOnPortal: {
    en: 'Apply the fix, on the portal too, row {row}',
    hu: 'Javítás alkalmazása a portálon is, {row}. sor',
  },
  fixOnPortal: {
    en: 'Row {row} is already on the portal: the next upload changes it there too.',
    hu: 'A {row}. sor már fent van a portálon: a javítás a következő feltöltéskor ott is módosítja.',
  },
  navShows: { en: 'The navigator goes through', hu: 'A navigátor ezeken lép végig' },
  navErrors: { en: 'Errors', hu: 'Hibák' },
  navWarnings: { en: 'Warnings', hu: 'Figyelmeztetések' },
  navBoth: { en: 'Both', hu: 'Mindkettő' },
  openWarningsList: {
    en: 'Warnings not accepted (they do not stop the upload)',
    hu: 'Nem elfogadott figyelmeztetések (a feltöltést nem akadályozzák)',
  },
  openWarningRow: { en: '{sheet}, row {row} – {kind}: {message}', hu: '{sheet}, {row}. sor – {kind}: {message}' },
  acceptedOnUpload: {
    en: {
      one: '{count} accepted warning goes with the upload.',
      other: '{count} accepted warnings go with the upload.',
    },
    hu: '{count} elfogadott figyelmeztetés megy a feltöltéssel.',
  },
});

export type WarningStringKey = keyof typeof WARNING_MESSAGES;

/** The name of a kind of warning, as the filter and the buttons show it. */
export function kindName(lang: Language, kind: WarningKindName): string {
  return translator(WARNING_MESSAGES, lang)(`kind_${kind.replaceAll('-', '_')}` as WarningStringKey);
}
