// The app's Export (docs/round-trip.md): the connected office's records into a template workbook, offered to the user
// and kept under the data folder so the wizard can open it for editing.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { assertNever, formatBoth, formatMessage } from '../catalog';
import type { ApiClient } from '../engine/api';
import { createApiClient, openFaultLedger } from '../engine/api';
import type { ExportError, ExportProgress, ExportQuery } from '../engine/export';
import { runExport } from '../engine/export';
import { fetchErrorInBoth, obtainReferenceData } from '../engine/reference';
import type { ReferenceData } from '../engine/model/reference-data';
import type { ExportProgressEvent, ExportRequest, ExportResult, Language } from '../shared/contract';
import { failBoth } from './app-failure';
import { CONNECTION_MESSAGES as C } from './connection-messages';
import type { ActiveConnection } from './connection-service';
import { FILE_NAME_MESSAGES } from './file-name-messages';
import type { HostCapabilities } from './host-capabilities';
import { dataFolders } from '../engine/pipeline/data-folders';

/** An exported workbook: where it is kept and the name the user knows it by. */
export interface ExportedFile {
  readonly path: string;
  readonly name: string;
}

export interface ExportServiceEnv {
  readonly host: HostCapabilities;
  readonly dataDir: string;
  readonly lang: () => Language;
  readonly connection: () => ActiveConnection;
}

/** `iroda-1-export-2026-11-24.xlsx`: the office, what it is and the day (the computer's), in the export's language. */
export function exportFileName(lang: Language, officeIds: readonly number[], day: Date): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  const date = `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
  const [one] = officeIds;
  const offices =
    officeIds.length === 1 && one !== undefined
      ? formatMessage(FILE_NAME_MESSAGES.office, lang, { office: one })
      : formatMessage(FILE_NAME_MESSAGES.offices, lang);
  return `${offices}-export-${date}.xlsx`;
}

/** The engine's progress as the renderer's event: lists counted per office and resource, rows as they are written. */
function progressEvent(p: ExportProgress, lists: { done: number; readonly total: number }): ExportProgressEvent {
  switch (p.phase) {
    case 'listing':
      lists.done += 1;
      return { phase: 'listing', done: lists.done, total: lists.total };
    case 'writing':
      return { phase: 'writing', done: p.done, total: p.total };
    case 'sealing':
      return { phase: 'sealing', done: 0, total: p.rows };
    default:
      return assertNever(p);
  }
}

function failCancelled(): never {
  return failBoth('cancelled', formatBoth(C.exportStopped));
}

function failExport(e: ExportError): never {
  switch (e.kind) {
    case 'cancelled':
      return failCancelled();
    case 'fetch_failed':
      return failBoth('connection_failed', { en: e.message, hu: e.messageHu });
    case 'unknown_office':
      return failBoth('invalid_request', { en: e.message, hu: e.messageHu });
    case 'file_exists':
    case 'write_failed':
      return failBoth('internal', { en: e.message, hu: e.messageHu });
    default:
      return assertNever(e.kind);
  }
}

/** Offices asked for must be ones the connection sees, so nobody exports by guessing numbers. */
function chosenOffices(req: ExportRequest, conn: ActiveConnection, reference: ReferenceData): number[] {
  const ids = [...new Set(req.officeIds ?? [conn.officeId])];
  for (const id of ids) {
    if (!reference.offices.some((o) => o.id === id))
      failBoth('invalid_request', formatBoth(C.officeNotVisible, { office: id, user: conn.user }));
  }
  return ids;
}

export class ExportService {
  /** The running export's stop, or null: one export at a time. */
  private running: AbortController | null = null;

  constructor(private readonly env: ExportServiceEnv) {}

  /**
   * The workbook of an earlier export, to open for editing. Each export has a folder of its own named by its ID and
   * holding the file under the name the user was offered, so a restarted services worker still finds it.
   */
  async file(exportId: string): Promise<ExportedFile> {
    const dir = join(this.env.dataDir, 'exports', exportId);
    const name = /^[a-f0-9]{32}$/.test(exportId)
      ? (await readdir(dir).catch(() => [])).find((n) => n.endsWith('.xlsx'))
      : undefined;
    return name !== undefined ? { path: join(dir, name), name } : failBoth('not_found', formatBoth(C.exportGone));
  }

  async run(req: ExportRequest): Promise<ExportResult> {
    if (this.running) failBoth('busy', formatBoth(C.exportRunning));
    const controller = new AbortController();
    this.running = controller;
    try {
      return await this.exportAndOffer(req, controller.signal);
    } finally {
      this.running = null;
    }
  }

  /** Stops the running export at its next step (a list request, or between writing and reading back). */
  cancel(): void {
    this.running?.abort();
  }

  private emit(p: ExportProgressEvent): void {
    this.env.host.emit('exportProgress', p);
  }

  /** Regions and offices from the service (this refreshes the offline cache); an export never works from the cache. */
  private async reference(conn: ActiveConnection): Promise<ReferenceData> {
    const faults = await openFaultLedger({ dir: dataFolders(this.env.dataDir).faults, baseUrl: conn.baseUrl });
    const outcome = await obtainReferenceData({
      connection: { ...conn.credentials, faults },
      cacheFolder: dataFolders(this.env.dataDir).reference,
    }).finally(() => faults.release());
    if (outcome.source === 'service') return outcome.data;
    const reason = fetchErrorInBoth(outcome.fetchError);
    return outcome.fetchError?.kind === 'authentication'
      ? failBoth('auth_failed', reason)
      : failBoth('connection_failed', formatBoth(C.exportUnreachable, { reason }));
  }

  private async exportAndOffer(req: ExportRequest, signal: AbortSignal): Promise<ExportResult> {
    const conn = this.env.connection();
    const lang = req.language ?? this.env.lang();
    this.emit({ phase: 'reference', done: 0, total: 1 });
    const reference = await this.reference(conn);
    if (signal.aborted) failCancelled();
    const officeIds = chosenOffices(req, conn, reference);
    const query: ExportQuery = {
      officeIds,
      types: req.types ?? [],
      status: req.status ?? null,
      updatedAfter: req.updatedAfter ?? null,
      lang,
    };
    const exportId = randomBytes(16).toString('hex');
    const dir = join(this.env.dataDir, 'exports', exportId);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const name = exportFileName(lang, officeIds, new Date());
    const path = join(dir, name);
    const lists = { done: 0, total: officeIds.length * 2 };
    const summary = await this.withClient(conn, (client) =>
      runExport({
        client,
        query,
        reference,
        // Fetched from the service for this export (never the cache): the offices are not asked for again.
        officesSeen: reference.offices,
        out: path,
        overwrite: false,
        images: req.images === true,
        perTypeSheets: req.perTypeSheets === true,
        onProgress: (p) => this.emit(progressEvent(p, lists)),
        signal,
      }),
    );
    if (!summary.ok) {
      await rm(dir, { recursive: true, force: true });
      // Stopped mid-request, the engine reports the request that failed; the user asked for the stop.
      return signal.aborted ? failCancelled() : failExport(summary.error);
    }
    const rows = summary.value.sellers + summary.value.properties;
    this.emit({ phase: 'done', done: rows, total: rows });
    const saved = await this.env.host.offerFile(path, name);
    return {
      exportId,
      name,
      saved,
      officeIds: [...summary.value.officeIds],
      sellers: summary.value.sellers,
      properties: summary.value.properties,
      sellerImages: summary.value.sellerImages,
      propertyImages: summary.value.propertyImages,
      propertySheets: [...summary.value.propertySheets],
      refused: summary.value.refused.map((r) => ({
        sheet: r.sheet,
        row: r.row,
        message: this.env.lang() === 'hu' ? r.messageHu : r.message,
      })),
    };
  }

  /** Listing failures count in the data folder's shared fault budget, like every other request of the app. */
  private async withClient<T>(conn: ActiveConnection, use: (client: ApiClient) => Promise<T>): Promise<T> {
    const faults = await openFaultLedger({ dir: dataFolders(this.env.dataDir).faults, baseUrl: conn.baseUrl });
    const client = createApiClient({ ...conn.credentials, faults });
    if (!client.ok) {
      await faults.release();
      return failBoth('connection_failed', client.error);
    }
    try {
      return await use(client.value);
    } finally {
      await client.value.close();
      await faults.release();
    }
  }
}
