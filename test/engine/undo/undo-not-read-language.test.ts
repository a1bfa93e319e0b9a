// An undo that cannot read the records it would put back says why in both languages: the network failure too, not the
// network layer's English sentence inside the Hungarian text (docs/messages.md, "Failures of the service").
import { afterEach, describe, expect, it } from 'vitest';
import { runUndo } from '../../../src/engine/undo';
import { markWritten, runUpload } from '../../../src/engine/upload';
import { startSandbox } from '../../../src/sandbox';
import { expectNoEnglishSentence } from '../../support/no-english-sentence';
import { OFFICE, client, sellerRow, tempDir } from '../upload/upload-test-kit';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

/** A run of one seller recorded in `dir`, against a sandbox that is then stopped: its address refuses connections. */
async function runOnStoppedService(dir: string): Promise<{ baseUrl: string; runId: string }> {
  const sandbox = await startSandbox({ port: 0, seed: 'demo' });
  const c = client(sandbox.baseUrl);
  try {
    const run = await runUpload({
      client: c,
      officeId: OFFICE,
      rows: [sellerRow(1, { tag: 'NOT-READ' })],
      journal: { dir, workbookPath: '/books/eladok.xlsx' },
    });
    if (!run.ok || run.value.summary.created !== 1) throw new Error(JSON.stringify(run));
    await markWritten(run.value.journalFile ?? '');
    return { baseUrl: sandbox.baseUrl, runId: run.value.runId };
  } finally {
    await c.close();
    await sandbox.close();
  }
}

describe('an undo whose records cannot be read', () => {
  it('says in Hungarian why, with no English sentence from the network layer', async () => {
    const dir = await tempDir();
    const { baseUrl, runId } = await runOnStoppedService(dir);
    const c = client(baseUrl);
    open.push(c);
    const undone = await runUndo({ client: c, journalDir: dir, runId });
    if (undone.ok) throw new Error('the undo read records from a stopped service');
    expect(undone.error.kind).toBe('lookup');
    expect(undone.error.message).toMatch(
      /^Could not read the records to undo from the service: .*could not be reached/,
    );
    const hu = undone.error.messageHu;
    expect(hu).toMatch(/^A visszavonandó rekordok nem olvashatók be a szolgáltatástól: /);
    expect(hu).toContain('nem érhető el');
    expectNoEnglishSentence(hu);
  }, 60_000);
});
