// LibreOffice's CSV filters as a test's independent reader and writer of CSV text in a given encoding.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** LibreOffice's numbers for the encodings (rtl_TextEncoding): its CSV filter takes these, not the names. */
export const LIBREOFFICE_CHARSETS: Readonly<Record<string, number>> = {
  'windows-1250': 33,
  'iso-8859-2': 13,
  'utf-8': 76,
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
