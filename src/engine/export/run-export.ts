// The export: list the offices' records, write them in the template's layout, then seal the round trip.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Result } from '../../catalog';
import { err, ok } from '../../catalog';
import type { ApiClient } from '../api';
import { describeFailure } from '../api';
import { tempPathBeside } from '../fs/durable-write';
import type { ReferenceData } from '../reference-data';
import type { ExportError } from './export-error';
import { exportError } from './export-error';
import type { ExportRecords } from './export-workbook';
import { exportWorkbook } from './export-workbook';
import type { ExportQuery } from './export-query';
import type { FetchedEvent } from './fetch-records';
import { fetchOfficeRecords } from './fetch-records';
import type { RefusedRow } from './seal-round-trip';
import { sealRoundTrip } from './seal-round-trip';

export type ExportProgress =
  | ({ readonly phase: 'listing' } & FetchedEvent)
  | { readonly phase: 'writing'; readonly done: number; readonly total: number }
  | { readonly phase: 'sealing'; readonly rows: number };

export interface ExportOptions {
  readonly client: ApiClient;
  readonly query: ExportQuery;
  /** Regions for names and the Regions sheet; null writes identifiers and leaves the settlement column free. */
  readonly reference: ReferenceData | null;
  readonly out: string;
  /** Replace an existing file; off by default so an edited export is never lost. */
  readonly overwrite: boolean;
  readonly onProgress?: (p: ExportProgress) => void;
  readonly signal?: AbortSignal;
}

export interface ExportSummary {
  readonly path: string;
  readonly officeIds: readonly number[];
  readonly sellers: number;
  readonly properties: number;
  /** Rows the importer would refuse as the service holds them; they keep their Service ID and are not re-sent. */
  readonly refused: readonly RefusedRow[];
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function chosenOffices(
  client: ApiClient,
  query: ExportQuery,
  signal?: AbortSignal,
): Promise<Result<number[], ExportError>> {
  if (query.officeIds.length > 0) return ok([...new Set(query.officeIds)]);
  const offices = await client.listOffices(signal);
  if (!offices.ok) {
    const reason = describeFailure(offices.error);
    return err(
      exportError(
        'fetch_failed',
        `The offices could not be listed: ${reason}`,
        `Az irodák nem kérdezhetők le: ${reason}`,
      ),
    );
  }
  return ok(offices.value.map((o) => o.id));
}

export async function runExport(options: ExportOptions): Promise<Result<ExportSummary, ExportError>> {
  const out = path.resolve(options.out);
  const report = options.onProgress ?? ((): void => undefined);
  if (!options.overwrite && (await exists(out))) {
    return err(
      exportError(
        'file_exists',
        `${out} already exists; give another file or allow replacing it.`,
        `${out} már létezik; adjon meg másik fájlt, vagy engedélyezze a felülírást.`,
      ),
    );
  }
  const offices = await chosenOffices(options.client, options.query, options.signal);
  if (!offices.ok) return offices;
  const fetched = await fetchOfficeRecords(
    options.client,
    offices.value,
    options.query,
    (e) => report({ phase: 'listing', ...e }),
    options.signal,
  );
  if (!fetched.ok) return fetched;
  const records: ExportRecords = {
    sellers: fetched.value.flatMap((o) => o.sellers),
    properties: fetched.value.flatMap((o) => o.properties),
  };
  const workbook = exportWorkbook(options.query.lang, options.reference, records, (done, total) =>
    report({ phase: 'writing', done, total }),
  );
  const draft = tempPathBeside(out);
  try {
    try {
      await fs.writeFile(draft, new Uint8Array(await workbook.xlsx.writeBuffer()), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      return err(
        exportError(
          'write_failed',
          `Could not write the export beside ${out}: ${reason}`,
          `Az export nem írható ide: ${out}: ${reason}`,
        ),
      );
    }
    report({ phase: 'sealing', rows: records.sellers.length + records.properties.length });
    // Seller rows have no office column: with one office they take it, as the re-import's `--office-id` gives it.
    const officeId = offices.value.length === 1 ? (offices.value[0] ?? null) : null;
    const { overwrite, reference } = options;
    const sealed = await sealRoundTrip({ draft, out, overwrite, officeId, reference });
    if (!sealed.ok) return sealed;
    return ok({
      path: out,
      officeIds: offices.value,
      sellers: records.sellers.length,
      properties: records.properties.length,
      refused: sealed.value.refused,
    });
  } finally {
    await fs.unlink(draft).catch(() => undefined);
  }
}
