// An upload killed mid-way (SIGKILL of a real child) whose journal is then damaged: the rerun is told, relies on the
// service's records, and sends no row twice (docs/upload.md, "What the service holds decides").
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runUpload } from '../../../src/engine/upload';
import type { RunningSandbox } from '../../../src/sandbox';
import { startSandbox } from '../../../src/sandbox';
import { checkExactlyOnce, mixedRows } from './chaos-kit';
import { runAndKill } from './kill-loop-kit';
import { client, tempDir } from './upload-test-kit';

const open: RunningSandbox[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

const DAMAGES: readonly { readonly name: string; readonly apply: (text: string) => string }[] = [
  {
    name: 'its second line garbled',
    apply: (t) =>
      t
        .split('\n')
        .map((l, i) => (i === 1 ? '\0garbage{{{' : l))
        .join('\n'),
  },
  { name: 'truncated to 0 bytes', apply: () => '' },
  { name: 'garbage', apply: () => '\0\u0001garbage{{{' },
];

describe('a killed upload whose journal is then damaged', () => {
  it.each(DAMAGES)(
    '$name: the rerun names the journal and sends no row twice',
    async (damage) => {
      const s = await startSandbox({ port: 0, seed: 'demo', latencyMs: 15 });
      open.push(s);
      const dir = await tempDir();
      const journalDir = path.join(dir, 'journal');
      const tag = `KD${DAMAGES.indexOf(damage)}`;
      const o = { baseUrl: s.baseUrl, journalDir, rows: 200, tag, mode: 'mixed' as const };
      const landed = await runAndKill(
        { ...o, workbooks: 1, killsPerWorkbook: 1, seed: 1 },
        { tag, instant: 'uploading', afterMs: 0, share: 0.5 },
      );
      expect(landed).toBe(true);
      const files = (await readdir(journalDir))
        .filter((n) => n.endsWith('.jsonl'))
        .map((n) => path.join(journalDir, n));
      for (const f of files) await writeFile(f, damage.apply(await readFile(f, 'utf8')));

      const c = client(s.baseUrl);
      try {
        const rows = mixedRows(o.rows, tag);
        const rerun = await runUpload({
          client: c,
          rows,
          concurrency: 4,
          journal: { dir: journalDir, workbookPath: `/books/${tag}.xlsx` },
        });
        if (!rerun.ok) throw new Error(rerun.error.message);
        for (const f of files) expect(rerun.value.notices.map((n) => n.message).join('\n')).toContain(f);
        expect(rerun.value.results.filter((r) => r.errorCode === 12)).toEqual([]);
        const check = await checkExactlyOnce(c, rows, rerun.value.results);
        console.info(`killed, journal ${damage.name}: ${JSON.stringify({ ...check, ...rerun.value.summary })}`);
        expect({ duplicates: check.duplicates, lost: check.lost }).toEqual({ duplicates: 0, lost: 0 });
      } finally {
        await c.close();
      }
    },
    120_000,
  );
});
