// The package reader's texts (docs/messages.md, docs/reader.md): a damaged, too large, encrypted or unsupported
// workbook file, what is wrong with it, and what the user can do.
import { defineMessages } from '../../catalog';

export const PACKAGE_MESSAGES = defineMessages({
  damaged: {
    en: 'The workbook file is damaged or incomplete ({detail}). If it was copied or downloaded, copy it again; otherwise open it in Excel, save it as .xlsx (Excel Workbook) and try again.',
    hu: 'A munkafüzet fájlja sérült vagy hiányos ({detail}). Ha másolta vagy letöltötte, másolja le újra; különben nyissa meg Excelben, mentse .xlsx formátumban (Excel-munkafüzet), és próbálja újra.',
  },
  tooManyParts: {
    en: 'The workbook file holds {count} parts, more than the {max} a workbook is read with (a real one has a few dozen, a few thousand with many pictures). Open it in Excel, save it as .xlsx (Excel Workbook) and try again.',
    hu: 'A munkafüzet fájlja {count} részből áll, többől, mint az a {max}, amellyel egy munkafüzetet beolvasunk (egy valódi néhány tucatból, sok képpel néhány ezerből). Nyissa meg Excelben, mentse .xlsx formátumban (Excel-munkafüzet), és próbálja újra.',
  },
  tooLarge: {
    en: 'The workbook part {part} {why} (limit {limit} MB). Either the workbook is far larger than a listing import can take, or it is deliberately malformed (a "zip bomb"). Split the data into smaller workbooks, or save a fresh copy from Excel, and try again.',
    hu: 'A munkafüzet {part} része {why} (a korlát {limit} MB). Vagy a munkafüzet jóval nagyobb annál, amit egy hirdetésimportálás elbír, vagy szándékosan hibásan készült („zip-bomba”). Ossza az adatokat kisebb munkafüzetekre, vagy mentsen friss másolatot Excelből, és próbálja újra.',
  },
  encrypted: {
    en: 'The workbook part {part} is password-protected. Open the file in Excel, remove the password, save it as .xlsx and try again.',
    hu: 'A munkafüzet {part} része jelszóval védett. Nyissa meg a fájlt Excelben, vegye le a jelszót, mentse .xlsx formátumban, és próbálja újra.',
  },
  compression: {
    en: 'The workbook part {part} uses compression method {method}, which Excel does not write. Open the file in Excel, save it as .xlsx (Excel Workbook) and try again.',
    hu: 'A munkafüzet {part} része {method}. számú tömörítési módszert használ, amilyet az Excel nem ír. Nyissa meg a fájlt Excelben, mentse .xlsx formátumban (Excel-munkafüzet), és próbálja újra.',
  },
});

/** What is damaged, for `{detail}` of {@link PACKAGE_MESSAGES}.damaged. */
export const DAMAGE_MESSAGES = defineMessages({
  endMissing: {
    en: 'its end is missing, so it was probably cut off',
    hu: 'hiányzik a vége, valószínűleg megszakadt',
  },
  zip64Missing: { en: 'its zip64 directory is missing', hu: 'hiányzik a zip64-tartalomjegyzéke' },
  zip64Outside: {
    en: 'its zip64 directory points outside the file',
    hu: 'a zip64-tartalomjegyzéke a fájlon kívülre mutat',
  },
  zip64Unreadable: { en: 'its zip64 directory is unreadable', hu: 'a zip64-tartalomjegyzéke olvashatatlan' },
  directoryPastEnd: {
    en: 'its table of contents points past the end of the file',
    hu: 'a tartalomjegyzéke a fájl végén túlra mutat',
  },
  directoryBroken: { en: 'its table of contents is broken', hu: 'a tartalomjegyzéke hibás' },
  directoryCutOff: { en: 'its table of contents is cut off', hu: 'a tartalomjegyzéke csonka' },
  partOutside: { en: 'part {part} points outside the file', hu: 'a(z) {part} rész a fájlon kívülre mutat' },
  partMissing: { en: 'part {part} is missing', hu: 'hiányzik a(z) {part} rész' },
  partCutOff: { en: 'part {part} is cut off', hu: 'a(z) {part} rész csonka' },
  partNotInflatable: { en: 'part {part} cannot be decompressed', hu: 'a(z) {part} rész nem bontható ki' },
  partChecksum: { en: 'part {part} fails its checksum', hu: 'a(z) {part} rész ellenőrzőösszege hibás' },
  partPastDeclared: {
    en: 'part {part} expands past the {size} bytes it declares',
    hu: 'a(z) {part} rész kibontva nagyobb a megadott {size} bájtnál',
  },
});

/** Why a part is too large, for `{why}` of {@link PACKAGE_MESSAGES}.tooLarge. */
export const SIZE_MESSAGES = defineMessages({
  claimsSize: {
    en: 'claims to expand to {size} MB',
    hu: 'a megadott adatok szerint {size} MB-ra bomlik ki',
  },
  claimsRatio: {
    en: 'claims to expand {ratio} times its stored size',
    hu: 'a megadott adatok szerint tárolt méretének {ratio}-szorosára bomlik ki',
  },
  expandsTooFar: { en: 'expands too far', hu: 'túl nagyra bomlik ki' },
  expandsRatio: {
    en: 'expands more than {ratio} times its stored size',
    hu: 'tárolt méretének több mint {ratio}-szorosára bomlik ki',
  },
});
