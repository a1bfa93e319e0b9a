// One row uploaded alone to a fresh demo sandbox that refuses it: its result, for the tests of a refusal's words.
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { RowResult } from '../../../src/engine/model/row-result';
import { runUpload } from '../../../src/engine/upload';
import type { ColumnHeaders } from '../../../src/engine/upload/partial-updates';
import { startSandbox } from '../../../src/sandbox';
import { OFFICE, client } from './upload-test-kit';

/** What a test closes after each case: the sandbox and the client this kit started. */
export type Closable = { close(): Promise<void> };

/** The refused row's result; throws when the upload fails or the row is not refused. */
export async function refusedAlone(
  row: PreparedRow,
  columns: ColumnHeaders | null,
  open: Closable[],
): Promise<RowResult> {
  const sandbox = await startSandbox({ port: 0, seed: 'demo' });
  open.push(sandbox);
  const c = client(sandbox.baseUrl);
  open.push(c);
  const run = await runUpload({ client: c, officeId: OFFICE, rows: [row], columns });
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  const result = run.value.results[0];
  if (result?.status !== 'failed') throw new Error(`not refused: ${JSON.stringify(result)}`);
  return result;
}
