// The command line's argument and usage errors in both languages (docs/messages.md): each names the option and the
// value given. Commander's own usage errors get their Hungarian line from `COMMANDER_MESSAGES` (commander-usage-errors.ts).
import { defineMessages } from '../catalog/message-catalog';

export const CLI_ARGUMENT_MESSAGES = defineMessages({
  notPositiveWhole: {
    en: '{option} must be a positive whole number; got "{value}".',
    hu: 'A(z) {option} értéke pozitív egész szám kell legyen; ezt kapta: „{value}”.',
  },
  connectionRequired: {
    en: '--base-url URL and --user NAME are required (the password comes from LISTING_API_PASSWORD).',
    hu: 'A --base-url URL és a --user NÉV megadása kötelező (a jelszót a LISTING_API_PASSWORD változó adja).',
  },
  undoConnectionRequired: {
    en: '--base-url URL and --user NAME are required.',
    hu: 'A --base-url URL és a --user NÉV megadása kötelező.',
  },
  outRequired: {
    en: '--out FILE is required (the workbook to write, e.g. --out {example}).',
    hu: 'A --out FÁJL megadása kötelező (a megírandó munkafüzet, pl. --out {example}).',
  },
  templateConnectionPair: {
    en: '--base-url and --user go together (they name the connection whose cached regions to use).',
    hu: 'A --base-url és a --user csak együtt adható meg (azt a kapcsolatot nevezik meg, amelynek mentett régióit használja).',
  },
  connectionPair: {
    en: '--base-url and --user go together; give both, or neither to work offline.',
    hu: 'A --base-url és a --user csak együtt adható meg; adja meg mindkettőt, vagy egyiket sem, ha kapcsolat nélkül dolgozik.',
  },
  savedConnectionPair: {
    en: "--base-url and --user go together; give both, or neither to use the last connection's saved data.",
    hu: 'A --base-url és a --user csak együtt adható meg; adja meg mindkettőt, vagy egyiket sem, ha a legutóbbi kapcsolat mentett adataival dolgozik.',
  },
  noPassword: {
    en: 'No JSON password: set the environment variable LISTING_API_PASSWORD, or run on a terminal to be asked.',
    hu: 'Nincs JSON-jelszó: állítsa be a LISTING_API_PASSWORD környezeti változót, vagy futtassa terminálban, és a program megkérdezi.',
  },
  noConnection: {
    en: 'no connection',
    hu: 'nincs kapcsolat (adja meg a --base-url és a --user kapcsolót)',
  },
  unknownType: {
    en: '{option}: Unknown property type "{value}"; allowed: {allowed}.',
    hu: '{option}: Ismeretlen ingatlantípus: „{value}”; megengedett: {allowed}.',
  },
  optionRefused: {
    en: '{option}: {why}',
    hu: '{option}: {why}',
  },
  unknownSyncType: {
    en: '--sync-types: Unknown property type "{value}"; allowed: {allowed}. (or "all")',
    hu: '--sync-types: Ismeretlen ingatlantípus: „{value}”; megengedett: {allowed} (vagy „all”).',
  },
  unknownLang: {
    en: '{option}: Unknown language "{value}"; allowed: {allowed}.',
    hu: '{option}: Ismeretlen nyelv: „{value}”; megengedett: {allowed}.',
  },
  syncStatus: {
    en: '--sync-status must be active, inactive or any; got "{value}".',
    hu: 'A --sync-status értéke active, inactive vagy any lehet; ezt kapta: „{value}”.',
  },
  exportStatus: {
    en: '--status must be active or inactive; got "{value}".',
    hu: 'A --status értéke active vagy inactive (aktív vagy inaktív) lehet; ezt kapta: „{value}”.',
  },
  updatedAfter: {
    en: '--updated-after must be a date (2026-01-31) or an ISO 8601 date-time; got "{value}".',
    hu: 'A --updated-after értéke dátum (2026-01-31) vagy ISO 8601 időpont kell legyen; ezt kapta: „{value}”.',
  },
  acceptWarnings: {
    en: '--accept-warnings: "{value}" is not a warning kind, "all", or a row as Sheet!row#kind (kinds: {kinds})',
    hu: '--accept-warnings: „{value}” nem figyelmeztetésfajta, nem „all”, és nem Munkalap!sor#fajta alakú sor (fajták: {kinds})',
  },
  resultsExist: {
    en: '{file} already exists; give --overwrite to replace it, or another --out. Nothing was sent.',
    hu: 'A(z) {file} már létezik; a cseréjéhez adja meg a --overwrite kapcsolót, vagy adjon meg másik --out fájlt. Semmi sem lett elküldve.',
  },
  /** `validate --out` onto a file that exists, without `--overwrite`. */
  outputExists: {
    en: '{file} already exists; give --overwrite to replace it, or another --out. Nothing was written.',
    hu: 'A(z) {file} már létezik; a cseréjéhez adja meg a --overwrite kapcsolót, vagy adjon meg másik --out fájlt. Semmi sem lett kiírva.',
  },
  noFreeResultsName: {
    en: 'No free name for the results beside {workbook}; give --out. Nothing was sent.',
    hu: 'Nincs szabad név az eredményfájlnak a(z) {workbook} mellett; adja meg a --out kapcsolót. Semmi sem lett elküldve.',
  },
  mapMappingFile: {
    en: 'mapping file {file}: {why}',
    hu: 'hozzárendelési fájl ({file}): {why}',
  },
  importMappingFile: {
    en: 'Mapping file {file}: {why}',
    hu: 'Hozzárendelési fájl ({file}): {why}',
  },
  wordsOfficeRequired: {
    en: '--office-id is required: words are remembered per office.',
    hu: 'A --office-id megadása kötelező: a szavakat irodánként jegyzi meg a program.',
  },
  forgetShape: {
    en: '--forget "{value}" must be <field>=<word>, e.g. special.heating_type=cirkófűtés.',
    hu: 'A --forget „{value}” alakja <mező>=<szó> kell legyen, pl. special.heating_type=cirkófűtés.',
  },
});
