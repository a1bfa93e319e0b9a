// The write-back's texts (docs/messages.md, docs/write-back.md): an output name that does not say the copy's format,
// a sheet without room for the result columns, and where the results went instead.
import { defineMessages } from '../../catalog';

export const WRITE_BACK_MESSAGES = defineMessages({
  xlsxFormat: { en: 'an Excel workbook', hu: 'Excel-munkafüzet' },
  csvFormat: { en: 'a CSV text file', hu: 'CSV-szövegfájl' },
  or: { en: ' or ', hu: ' vagy ' },
  wrongOutputName: {
    en: '{name} ends in {ext}, but the results are written into a copy of {source}, which is {kind}; a file under that name would not be what its name says. Give an output name ending in {wanted}.',
    hu: '{name} {ext} végződésű, de az eredmények {source} másolatába kerülnek, ami {kind}; ilyen nevű fájl nem az lenne, aminek a neve mondja. Adjon {wanted} végződésű kimeneti nevet.',
  },
  noRoom: {
    en: {
      one: 'Sheet "{sheet}" has no room for the results: they need {count} empty column that no row uses, outside merged cells, tables, pivot tables, filters and pictures, and the sheet has {free} up to column XFD. The workbook was not changed.',
      other:
        'Sheet "{sheet}" has no room for the results: they need {count} empty columns that no row uses, outside merged cells, tables, pivot tables, filters and pictures, and the sheet has {free} up to column XFD. The workbook was not changed.',
    },
    hu: {
      one: 'A(z) "{sheet}" munkalapon nincs hely az eredményeknek: {count} olyan üres oszlop kellene, amelyet egyik sor sem használ (összevont cellákon, táblázatokon, kimutatásokon, szűrőkön és képeken kívül), de az XFD oszlopig csak {free} van. A munkafüzet nem változott.',
      other:
        'A(z) "{sheet}" munkalapon nincs hely az eredményeknek: {count} olyan üres oszlop kellene, amelyet egyik sor sem használ (összevont cellákon, táblázatokon, kimutatásokon, szűrőkön és képeken kívül), de az XFD oszlopig csak {free} van. A munkafüzet nem változott.',
    },
  },
  resultsElsewhere: {
    en: '{refusal} The results were written to "{file}" instead.',
    hu: '{refusal} Az eredmények ebbe a fájlba kerültek: "{file}".',
  },
});
