// Zip handling of write-back: data descriptors copied as they were, lying sizes and ZIP64 refused with clear errors.
import { spawnSync } from 'node:child_process';
import { copyFile, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SheetResults } from '../../../src/engine/model/sheet-results';
import { writeResults } from '../../../src/engine/write-back/write-back';
import { FIXTURES, hasOpenpyxl, PYTHON, python, rawEntries } from '../../fixtures/write-back/helpers';
import { useTempFolderPerTest } from '../../support/temp-folder-kit';

const temp = useTempFolderPerTest('wb-zip-');

const RESULTS: SheetResults = {
  sheet: 'Listings',
  headerRow: 1,
  results: [{ row: 2, status: 'created', serviceId: 1 }],
  notes: [{ row: 3, column: 0, message: 'x' }],
};

/** Offset of the central record of `name` in a zip buffer. */
function centralRecordOf(zip: Buffer, name: string): number {
  const at = zip.lastIndexOf(Buffer.from(name), zip.length);
  return at - 46;
}

describe('zip handling in write-back', () => {
  it.skipIf(!hasOpenpyxl)(
    'copies entries written with data descriptors byte for byte, descriptors included (skipped without /usr/bin/python3)',
    async () => {
      const input = path.join(temp.dir, 'streamed.xlsx');
      // Python's zipfile writes data descriptors when its output cannot seek (a pipe).
      const r = spawnSync('/bin/sh', [
        '-c',
        `${PYTHON} -c "
import sys, zipfile
src = zipfile.ZipFile(sys.argv[1])
with zipfile.ZipFile(sys.stdout.buffer, 'w', zipfile.ZIP_DEFLATED) as z:
    for i in src.infolist(): z.writestr(i.filename, src.read(i.filename))
" "$0" | cat > "$1"`,
        path.join(FIXTURES, 'fidelity.xlsx'),
        input,
      ]);
      expect(r.status).toBe(0);
      const before = await rawEntries(input);
      expect(before.every((e) => (e.local.readUInt16LE(6) & 0x8) !== 0)).toBe(true);
      const output = path.join(temp.dir, 'out.xlsx');
      const written = await writeResults({ input, output, sheets: [RESULTS] });
      if (!written.ok) throw new Error(written.error.message);
      const after = new Map((await rawEntries(output)).map((e) => [e.name, e]));
      const rewritten = new Set([...written.value.partsRewritten, ...written.value.partsAdded]);
      for (const entry of before) {
        if (rewritten.has(entry.name)) continue;
        expect(after.get(entry.name)?.local.equals(entry.local), entry.name).toBe(true);
      }
      expect(
        python<unknown>(
          'import json, sys, zipfile, openpyxl\nzipfile.ZipFile(sys.argv[1]).testzip()\nprint(json.dumps(openpyxl.load_workbook(sys.argv[1])["Listings"]["I2"].value))',
          output,
        ),
      ).toBe('created'); // H20 holds a note: results from I
    },
  );

  it('refuses a part that inflates to more than it declares (zip bomb or damage) without writing anything', async () => {
    const zip = await readFile(path.join(FIXTURES, 'fidelity.xlsx'));
    const at = centralRecordOf(zip, 'xl/worksheets/sheet1.xml');
    zip.writeUInt32LE(200, at + 24);
    const input = path.join(temp.dir, 'bomb.xlsx');
    await writeFile(input, zip);
    const r = await writeResults({ input, output: path.join(temp.dir, 'out.xlsx'), sheets: [RESULTS] });
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'corrupt', message: expect.stringContaining('xl/worksheets/sheet1.xml') },
    });
    expect(await readdir(temp.dir)).toEqual(['bomb.xlsx']);
  });

  it('refuses ZIP64 archives and files that are not zips', async () => {
    const zip64 = Buffer.alloc(22);
    zip64.writeUInt32LE(0x06054b50, 0);
    zip64.writeUInt16LE(0xffff, 8);
    zip64.writeUInt16LE(0xffff, 10);
    const big = path.join(temp.dir, 'big.xlsx');
    await writeFile(big, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60), zip64]));
    expect(await writeResults({ input: big, output: path.join(temp.dir, 'o1.xlsx'), sheets: [RESULTS] })).toMatchObject(
      {
        ok: false,
        error: { kind: 'too_large', message: expect.stringContaining('ZIP64') },
      },
    );
    const text = path.join(temp.dir, 'text.xlsx');
    await writeFile(text, 'not a workbook at all');
    expect(
      await writeResults({ input: text, output: path.join(temp.dir, 'o2.xlsx'), sheets: [RESULTS] }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'corrupt' },
    });
    const xls = path.join(temp.dir, 'old.xls');
    await writeFile(xls, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    expect(await writeResults({ input: xls, output: path.join(temp.dir, 'o3.xlsx'), sheets: [RESULTS] })).toMatchObject(
      {
        ok: false,
        error: { kind: 'unsupported_format' },
      },
    );
    await copyFile(path.join(FIXTURES, 'fidelity.xlsx'), path.join(temp.dir, 'ok.xlsx'));
    expect((await readdir(temp.dir)).toSorted()).toEqual(['big.xlsx', 'ok.xlsx', 'old.xls', 'text.xlsx']);
  });
});
