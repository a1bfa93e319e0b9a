// Whether a results file's name says what the write-back will put in it: the input's own format, never another.
import path from 'node:path';

/** The format a write-back copies: its writer keeps the input's format, so the output's name must say that format. */
export type CopyFormat = 'xlsx' | 'csv';

export interface OutputNameProblem {
  readonly message: string;
  readonly messageHu: string;
}

const FORMAT_NAMES: Readonly<Record<CopyFormat, { readonly en: string; readonly hu: string }>> = {
  xlsx: { en: 'an Excel workbook', hu: 'Excel-munkafüzet' },
  csv: { en: 'a CSV text file', hu: 'CSV-szövegfájl' },
};

/**
 * The extensions an output of `format` may have, given the input's. A macro workbook stays `.xlsm` and a plain one
 * `.xlsx` (Excel refuses to open either under the other's name); a CSV may be `.csv` or `.txt`; the input's own
 * extension (none included) always fits.
 */
export function fittingExtensions(input: string, format: CopyFormat): readonly string[] {
  const own = path.extname(input).toLowerCase();
  switch (format) {
    case 'xlsx':
      return own === '.xlsm' ? ['.xlsm'] : [...new Set([own === '' ? '.xlsx' : own, '.xlsx'])];
    case 'csv':
      return [...new Set([own, '.csv', '.txt'])];
  }
}

/** Extensions that name a spreadsheet or text format; any other (or none) says no format, and is taken as given. */
const FORMAT_EXTENSIONS = new Set([
  '.xlsx',
  '.xlsm',
  '.xltx',
  '.xltm',
  '.xlsb',
  '.xls',
  '.ods',
  '.fods',
  '.csv',
  '.tsv',
  '.txt',
]);

/**
 * Why `output` is no name for a copy of `input` (docs/write-back.md, "The output's name"), or null. No converter is
 * written: an xlsx's results go into a .xlsx, a CSV's into a .csv; the caller refuses before anything is sent.
 */
export function outputNameProblem(input: string, output: string, format: CopyFormat): OutputNameProblem | null {
  const fitting = fittingExtensions(input, format);
  const ext = path.extname(output).toLowerCase();
  if (fitting.includes(ext) || !FORMAT_EXTENSIONS.has(ext)) return null;
  const name = path.basename(output);
  const source = path.basename(input);
  const kind = FORMAT_NAMES[format];
  const wanted = fitting.filter((e) => e !== '').join(' or ');
  return {
    message:
      `${name} ends in ${ext}, but the results are written into a copy of ${source}, which is ${kind.en}; a file under ` +
      `that name would not be what its name says. Give an output name ending in ${wanted}.`,
    messageHu:
      `${name} ${ext} végződésű, de az eredmények ${source} másolatába kerülnek, ami ${kind.hu}; ilyen nevű fájl ` +
      `nem az lenne, aminek a neve mondja. Adjon ${wanted.split(' or ').join(' vagy ')} végződésű kimeneti nevet.`,
  };
}
