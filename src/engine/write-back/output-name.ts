// Whether a results file's name says what the write-back will put in it: the input's own format, never another.
import path from 'node:path';
import type { Words } from '../../catalog';
import { formatBoth } from '../../catalog';
import { WRITE_BACK_MESSAGES as M } from './write-back-messages';

/** The format a write-back copies: its writer keeps the input's format, so the output's name must say that format. */
export type CopyFormat = 'xlsx' | 'csv';

export interface OutputNameProblem {
  readonly message: string;
  readonly messageHu: string;
}

const FORMAT_NAMES: Readonly<Record<CopyFormat, Words>> = { xlsx: M.xlsxFormat, csv: M.csvFormat };

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
  const endings = fitting.filter((e) => e !== '');
  const wanted = { en: endings.join(M.or.en), hu: endings.join(M.or.hu) };
  const text = formatBoth(M.wrongOutputName, { name, ext, source, kind: FORMAT_NAMES[format], wanted });
  return { message: text.en, messageHu: text.hu };
}
