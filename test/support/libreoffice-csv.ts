// LibreOffice's CSV filters as a test's independent reader and writer of CSV text in a given encoding.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** LibreOffice's numbers for the encodings (rtl_TextEncoding): its CSV filter takes these, not the names. */
export const LIBREOFFICE_CHARSETS: Readonly<Record<string, number>> = {
  'windows-1250': 33,
  'iso-8859-2': 13,
  'utf-8': 76,
  /** UTF-16LE with its mark, as LibreOffice writes "Unicode". */
  'utf-16': 65535,
};

/**
 * Converts `file` with LibreOffice's CSV filters, reading it as `;`-separated text in charset `from` and writing
 * `;`-separated text in `to`, into `outDir` under the same name; null when LibreOffice fails.
 */
export function libreOfficeCsv(file: string, from: number, to: number, outDir: string): string | null {
  const r = spawnSync(
    'soffice',
    [
      `-env:UserInstallation=file://${outDir}/profile`,
      '--headless',
      `--infilter=CSV:59,34,${from},1`,
      '--convert-to',
      `csv:Text - txt - csv (StarCalc):59,34,${to},1`,
      '--outdir',
      outDir,
      file,
    ],
    { encoding: 'utf8', timeout: 180_000 },
  );
  return r.status === 0 ? path.join(outDir, path.basename(file).replace(/\.[^.]*$/, '.csv')) : null;
}

/** `libreOfficeCsv`, failing the test when LibreOffice fails. */
export function convertedCsv(file: string, from: number, to: number, outDir: string): string {
  const out = libreOfficeCsv(file, from, to, outDir);
  if (out === null) throw new Error(`LibreOffice could not convert ${file}`);
  return out;
}

/** The rows of text of a `;`-separated CSV LibreOffice wrote (each field quoted or bare, `""` for a quote). */
export function csvCells(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\n').filter((l) => l !== '')) {
    const cells: string[] = [];
    for (const m of line.matchAll(/(?:^|;)(?:"((?:[^"]|"")*)"|([^;]*))/g))
      cells.push(m[1]?.replace(/""/g, '"') ?? m[2] ?? '');
    rows.push(cells);
  }
  return rows;
}
