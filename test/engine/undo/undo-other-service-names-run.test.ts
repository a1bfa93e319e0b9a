// An undo asked of another service refuses and names the run as the office knows it (its workbook and when it
// started), not by its journal id.
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { localTimestamp } from '../../../src/catalog';
import { runUndo } from '../../../src/engine/undo';
import { startSandbox } from '../../../src/sandbox';
import { client, tempDir } from '../upload/upload-test-kit';
import { SMALL, uploadWrongSheet } from './undo-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

it('names the workbook and the start, in both languages, not the run id', async () => {
  const made = await startSandbox({ port: 0, seed: 'demo' });
  const other = await startSandbox({ port: 0, seed: 'demo' });
  open.push(made, other);
  const [c, o] = [client(made.baseUrl), client(other.baseUrl)];
  open.push(c, o);
  const dir = path.join(await tempDir(), 'journal');
  const before = new Date();
  const run = await uploadWrongSheet(c, dir, SMALL);
  const after = new Date();
  const refused = await runUndo({ client: o, journalDir: dir, runId: run.runId });
  if (refused.ok) throw new Error('undone');
  // The run started between the two readings of the clock, a minute's boundary perhaps between them.
  const minutes = [before, after].map((d) => localTimestamp(d).slice(0, 16));
  const started = minutes.find((m) => refused.error.message.includes(`(${m})`)) ?? minutes[0];
  expect(refused.error.kind).toBe('other_service');
  expect(refused.error.message).toBe(
    `The run of wrong.xlsx (${started}) was made on ${made.baseUrl} as demo; undo it with the same service and user.`,
  );
  expect(refused.error.messageHu).toBe(
    `A(z) wrong.xlsx futása (${started}) a(z) ${made.baseUrl} címen, demo felhasználóként készült; ugyanazzal a szolgáltatással és felhasználóval vonható vissza.`,
  );
});
