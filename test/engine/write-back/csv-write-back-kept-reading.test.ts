// An upload's trial write-back keeps what a CSV's bytes gave (encoding, separator, the survey of its columns) for the
// real write-back after the last answer; that write reads the file again and uses the kept reading only when every
// byte is the same. A file changed in between, even to the same size and time, is worked out afresh.
import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type * as CsvEncoding from '../../../src/engine/workbook/csv-encoding';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const probes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/engine/workbook/csv-encoding', async (importOriginal) => {
  const encoding = await importOriginal<typeof CsvEncoding>();
  return {
    ...encoding,
    probeCsvBytes: (chunks: readonly Buffer[]) => {
      probes.count += 1;
      return encoding.probeCsvBytes(chunks);
    },
  };
});

const temp = useTempFolderPerTest('wb-csv-kept-');

const trialSheets: readonly SheetResults[] = [{ sheet: 'sellers', headerRow: 1, results: [], notes: [] }];
const sheets: readonly SheetResults[] = [
  {
    sheet: 'sellers',
    headerRow: 1,
    notes: [],
    results: [
      { row: 2, status: 'created', serviceId: 7, importedAt: new Date(Date.UTC(2026, 10, 29, 12)) },
      { row: 3, status: 'failed', errorCode: 422, errorMessage: 'Bad "phone"; try again' },
    ],
  },
];

/** The trial (kept), then the file as `changed` makes it, then the real write: its bytes. */
async function trialThenWrite(file: string, changed?: () => Promise<void>): Promise<Buffer> {
  const trial = await writeResults({
    input: file,
    output: path.join(temp.dir, 'trial.csv'),
    sheets: trialSheets,
    durable: false,
    keepReading: true,
  });
  expect(trial.ok).toBe(true);
  await changed?.();
  const output = path.join(temp.dir, 'out.csv');
  const written = await writeResults({ input: file, output, sheets });
  expect(written.ok).toBe(true);
  return readFile(output);
}

/** The same write with nothing kept before it. */
async function freshWrite(file: string): Promise<Buffer> {
  const output = path.join(temp.dir, 'fresh.csv');
  const written = await writeResults({ input: file, output, sheets });
  expect(written.ok).toBe(true);
  return readFile(output);
}

describe("the trial's reading of a csv, kept for the real write-back", () => {
  it('is used when the file is unchanged: the bytes are probed once and the output is the same', async () => {
    const input = path.join(temp.dir, 'sellers.csv');
    await writeFile(input, '\ufeffNév;Telefon\r\nEladó Egy;+36 1 555 0001\r\nEladó Kettő;+36 1 555 0002\r\n');
    probes.count = 0;
    const kept = await trialThenWrite(input);
    expect(probes.count).toBe(1);
    expect(kept.equals(await freshWrite(input))).toBe(true);
  });

  it('is used for a UTF-16 file too, giving the same bytes', async () => {
    const input = path.join(temp.dir, 'sellers.csv');
    const text = '\ufeffNév\tTelefon\r\nEladó Egy\t+36 1 555 0001\r\nŐrző Kettő\t+36 1 555 0002\r\n';
    await writeFile(input, Buffer.from(text, 'utf16le'));
    probes.count = 0;
    const kept = await trialThenWrite(input);
    expect(probes.count).toBe(1);
    expect(kept.equals(await freshWrite(input))).toBe(true);
  });

  it('is not used when the file changed to the same size and time: the results go where the new file has room', async () => {
    const input = path.join(temp.dir, 'sellers.csv');
    // Column C is filled below the header in the trial's file (results go right of it), empty in the changed one.
    await writeFile(input, 'Név;Telefon\nEladó Egy;1;x\nEladó Két;2\n');
    const before = await stat(input);
    const changed = async (): Promise<void> => {
      await writeFile(input, 'Név;Telefon\nEladó Egy;12;\nEladó Két;2\n');
      await utimes(input, before.atime, before.mtime);
      expect((await stat(input)).size).toBe(before.size);
    };
    probes.count = 0;
    const kept = await trialThenWrite(input, changed);
    expect(probes.count).toBe(2);
    expect(kept.equals(await freshWrite(input))).toBe(true);
    // Right after the row's own fields (the trial's file would have put them one column further right).
    expect(kept.toString('utf8').split('\n')[1]).toMatch(/^Eladó Egy;12;létrehozva;7;;;2026-11-29 /);
  });

  it('is not used when the file changed its encoding and separator', async () => {
    const input = path.join(temp.dir, 'sellers.csv');
    await writeFile(input, 'Név;Telefon\nEladó Egy;+36 1 555 0001\nEladó Két;+36 1 555 0002\n');
    const changed = (): Promise<void> =>
      writeFile(
        input,
        Buffer.from('Név,Telefon\r\nEladó Egy,+36 1 555 0001\r\nEladó Két,+36 1 555 0002\r\n', 'latin1'),
      );
    probes.count = 0;
    const kept = await trialThenWrite(input, changed);
    expect(probes.count).toBe(2);
    expect(kept.equals(await freshWrite(input))).toBe(true);
  });

  it('is not used when one byte past the first megabyte changed', async () => {
    const input = path.join(temp.dir, 'sellers.csv');
    const rows = Array.from({ length: 40_000 }, (_, i) => `Eladó ${i + 1};+36 1 555 ${String(i).padStart(5, '0')}`);
    const text = `Név;Telefon\n${rows.join('\n')}\n`;
    await writeFile(input, text);
    // The last row's last digit becomes a separator: the same size, one other byte in the second megabyte.
    const changed = (): Promise<void> => writeFile(input, `${text.slice(0, -2)};\n`);
    probes.count = 0;
    const kept = await trialThenWrite(input, changed);
    expect(text.length).toBeGreaterThan(1024 * 1024);
    expect(probes.count).toBe(2);
    expect(kept.equals(await freshWrite(input))).toBe(true);
  });

  it('is taken once: a second write of the same file works its bytes out again', async () => {
    const input = path.join(temp.dir, 'sellers.csv');
    await writeFile(input, 'Név;Telefon\nEladó Egy;+36 1 555 0001\n');
    probes.count = 0;
    await trialThenWrite(input);
    await freshWrite(input);
    expect(probes.count).toBe(2);
  });
});
