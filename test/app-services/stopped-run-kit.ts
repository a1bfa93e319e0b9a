// A run stopped by answers the relay loses: more rows than the batches in flight at once hold, so it stops before it
// reaches the last ones, and leaves rows in doubt and rows not reached (docs/upload.md, "Counts of a run").
import type { MethodResult } from '../../src/shared/contract';
import type { AnswerLosingRelay } from '../support/answer-losing-relay';
import type { OfficeSandbox } from '../support/office-sandbox-kit';
import { writeSmallListings } from '../support/small-listings-kit';
import type { AppBesideCli } from './cli-beside-app-kit';

export const STOPPED_RUN_ROWS = 600;

/** Opens a workbook of {@link STOPPED_RUN_ROWS} new listings through `relay`, arms it and uploads: the run stops. */
export async function uploadUntilStopped(
  office: OfficeSandbox,
  app: AppBesideCli,
  relay: AnswerLosingRelay,
  prefix: string,
): Promise<MethodResult<'startUpload'>> {
  const book = office.file(`${prefix.toLowerCase()}.xlsx`);
  const rows = Array.from({ length: STOPPED_RUN_ROWS }, (_, i) => ({
    reference: `${prefix}-${String(i)}`,
    address: `${prefix} utca ${String(i + 1)}.`,
    price: 40_000_000 + i,
  }));
  await writeSmallListings(book, rows);
  await app.open(book, relay.baseUrl);
  await app.call('validate', {});
  relay.arm();
  return app.call('startUpload', { dryRun: false });
}
