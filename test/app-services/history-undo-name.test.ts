// History names an undo by the workbook the user opened, as it names the run it undoes, not by the name under which
// the browser host stored the upload (a hash such as 7c43….xlsx, seen in the 1920 px walk).
import { join } from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import { history } from '../../src/app-services/import-session/history';
import type { Scenario } from '../engine/undo/undo-test-kit';
import { SMALL, uploadWrongSheet } from '../engine/undo/undo-test-kit';
import { client } from '../engine/upload/upload-test-kit';
import { useServices } from '../support/app-session-kit';

const h = useServices('li-history-undo-name-');
let run: Scenario;

beforeEach(async () => {
  await h.call('connect', { profileId: 'sandbox', officeId: 1 });
  const sandbox = (await h.call('listProfiles', {})).profiles.find((p) => p.id === 'sandbox');
  const c = client(sandbox?.baseUrl ?? '');
  try {
    run = await uploadWrongSheet(c, join(h.dir, 'data', 'journal'), SMALL);
  } finally {
    await c.close();
  }
});

it("an undo is listed under the name of the undone run's workbook", async () => {
  const undo = await h.call('undoRun', { runId: run.runId, dryRun: false });
  const names = new Map([['/books/wrong.xlsx', 'iroda.xlsx']]);
  const entries = await history({ dataDir: join(h.dir, 'data') }, undefined, names);
  expect(entries.find((e) => e.runId === run.runId)?.fileName).toBe('iroda.xlsx');
  expect(entries.find((e) => e.runId === undo.runId)?.fileName).toBe('iroda.xlsx');
});
