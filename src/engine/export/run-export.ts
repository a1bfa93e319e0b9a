// The export: list the offices' records, write them in the template's layout, then seal the round trip.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { PropertyType, Result } from '../../catalog';
import { PROPERTY_TYPES, err, formatBoth, isPropertyType, ok } from '../../catalog';
import type { ApiClient } from '../api';
import { failureInBoth } from '../api';
import { tempPathBeside } from '../fs/durable-write';
import { writeFailureInBoth } from '../fs/writable-folder';
import type { ReferenceData } from '../model/reference-data';
import { propertySheetName } from '../template/template-plan';
import { TEMPLATE_SHEET_NAMES } from '../template/template-words';
import type { ExportError } from './export-error';
import { exportError } from './export-error';
import { EXPORT_ERROR_MESSAGES as M } from './export-error-messages';
import type { ExportRecords, SealRows } from './export-workbook';
import { exportRowCount, writeExportWorkbook } from './export-workbook';
import type { ExportQuery } from './export-query';
import type { FetchedEvent, ListedItem } from './fetch-records';
import { fetchOfficeRecords } from './fetch-records';
import { imageItems } from './image-items';
import type { RefusedRow } from './seal-round-trip';
import { sealRows } from './seal-round-trip';
import { placeExport } from './place-export';
import { textsTooLong } from './shortened-text';
import { templateRenderer } from './template-renderer';
import { fileExists } from '../fs/file-exists';

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
  /** Also list each owner's images and fill the two image sheets; off: the image sheets stay empty. */
  readonly images?: boolean;
  /**
   * One properties sheet per property type (the types of `query.types`, else those the listings have) instead of
   * one combined sheet; each holds only its type's special fields.
   */
  readonly perTypeSheets?: boolean;
  /** When the export is written, for the Help sheet; default now. */
  readonly now?: () => Date;
  /**
   * The offices the user sees, when the caller has just listed them (reference data fetched from the service for
   * this export): they are not asked for a second time. Absent: listed here.
   */
  readonly officesSeen?: readonly ExportedOffice[];
}

export interface ExportedOffice {
  readonly id: number;
  readonly name: string;
}

export interface ExportSummary {
  readonly path: string;
  readonly officeIds: readonly number[];
  readonly sellers: number;
  readonly properties: number;
  /** Image rows written (0 unless `images`). */
  readonly sellerImages: number;
  readonly propertyImages: number;
  /** The exported offices with their names, as on the Help sheet. */
  readonly offices: readonly ExportedOffice[];
  /** The properties sheets written: one combined, or one per type. */
  readonly propertySheets: readonly string[];
  /** Rows the importer would refuse as the service holds them; they keep their Service ID and are not re-sent. */
  readonly refused: readonly RefusedRow[];
}

/**
 * The offices to export with their names (the Help sheet names them). Asked-for offices must be among those the user
 * sees: the list endpoints would answer an unknown one with an empty list, an export that looks complete.
 */
async function chosenOffices(
  client: ApiClient,
  query: ExportQuery,
  seen: readonly ExportedOffice[] | undefined,
  signal?: AbortSignal,
): Promise<Result<ExportedOffice[], ExportError>> {
  const offices = seen !== undefined ? ok(seen) : await client.listOffices(signal);
  if (!offices.ok) {
    return err(exportError('fetch_failed', formatBoth(M.officesNotListed, { why: failureInBoth(offices.error) })));
  }
  const named = new Map(offices.value.map((o) => [o.id, o.name] as const));
  if (query.officeIds.length === 0) return ok(offices.value.map((o) => ({ id: o.id, name: o.name })));
  const out: ExportedOffice[] = [];
  for (const id of new Set(query.officeIds)) {
    const name = named.get(id);
    if (name === undefined) {
      return err(exportError('unknown_office', formatBoth(M.unknownOffice, { office: String(id) })));
    }
    out.push({ id, name });
  }
  return ok(out);
}

/**
 * The per-type sheets: the asked types, else the types the listings have, in the catalog's order. A listing of a
 * type the catalog does not know would fit no sheet, so then (and when there are no listings) one combined sheet.
 */
function sheetTypes(
  perType: boolean,
  query: ExportQuery,
  properties: readonly ListedItem[],
): readonly PropertyType[] | null {
  if (!perType) return null;
  const types = properties.map((p) => (p['property'] as { readonly type?: unknown } | undefined)?.type);
  if (types.some((t) => !isPropertyType(t))) return null;
  if (query.types.length > 0) return query.types;
  const present = PROPERTY_TYPES.filter((t) => types.includes(t));
  return present.length > 0 ? present : null;
}

/** The signal was aborted: checked between the phases, since writing does not look at it. */
function stopped(signal: AbortSignal | undefined): ExportError | null {
  return signal?.aborted ? exportError('cancelled', formatBoth(M.cancelled)) : null;
}

export async function runExport(options: ExportOptions): Promise<Result<ExportSummary, ExportError>> {
  const out = path.resolve(options.out);
  const report = options.onProgress ?? ((): void => undefined);
  if (!options.overwrite && (await fileExists(out))) {
    return err(exportError('file_exists', formatBoth(M.fileExists, { out })));
  }
  const offices = await chosenOffices(options.client, options.query, options.officesSeen, options.signal);
  if (!offices.ok) return offices;
  const officeIds = offices.value.map((o) => o.id);
  const withImages = options.images === true;
  const fetched = await fetchOfficeRecords(
    options.client,
    officeIds,
    options.query,
    (e) => {
      // The renderer loads while the service answers the next list request, sent before the module's file is read;
      // a failure to load shows when it is used.
      templateRenderer().catch(() => undefined);
      report({ phase: 'listing', ...e });
    },
    options.signal,
    withImages,
  );
  const stop = stopped(options.signal);
  if (stop) return err(stop);
  if (!fetched.ok) return fetched;
  const sellers = fetched.value.flatMap((o) => o.sellers);
  const properties = fetched.value.flatMap((o) => o.properties);
  const records: ExportRecords = withImages
    ? { sellers, properties, sellerImages: imageItems(sellers), propertyImages: imageItems(properties) }
    : { sellers, properties };
  // Seller and image rows have no office column: with one office they take it, as the re-import's `--office-id`.
  const officeId = officeIds.length === 1 ? (officeIds[0] ?? null) : null;
  const types = sheetTypes(options.perTypeSheets === true, options.query, properties);
  const info = {
    offices: offices.value,
    service: options.client.baseUrl,
    exportedAt: (options.now?.() ?? new Date()).toISOString(),
    reimportOffice: officeId,
    scope: {
      officeIds,
      types: options.query.types,
      status: options.query.status,
      updatedAfter: options.query.updatedAfter,
    },
    shortened: [...textsTooLong('seller', sellers), ...textsTooLong('property', properties)],
  };
  const lang = options.query.lang;
  const onRows = (done: number, total: number): void => report({ phase: 'writing', done, total });
  const draft = tempPathBeside(out);
  let refused: readonly RefusedRow[] = [];
  const seal: SealRows = (tables) => {
    report({ phase: 'sealing', rows: exportRowCount(records) });
    const sealed = sealRows(tables, { officeId, reference: options.reference });
    refused = sealed.refused;
    return sealed.results;
  };
  try {
    try {
      await writeExportWorkbook(draft, lang, options.reference, records, onRows, seal, { types, info });
    } catch (e) {
      return err(exportError('write_failed', formatBoth(M.draftFailed, { out, why: writeFailureInBoth(e) })));
    }
    const stopBeforePlacing = stopped(options.signal);
    if (stopBeforePlacing) return err(stopBeforePlacing);
    const placed = await placeExport(draft, out, options.overwrite);
    if (!placed.ok) return placed;
    return ok({
      path: out,
      officeIds,
      sellers: sellers.length,
      properties: properties.length,
      sellerImages: records.sellerImages?.length ?? 0,
      propertyImages: records.propertyImages?.length ?? 0,
      offices: offices.value,
      propertySheets:
        types === null ? [TEMPLATE_SHEET_NAMES.properties[lang]] : types.map((t) => propertySheetName(t, lang)),
      refused,
    });
  } finally {
    await fs.unlink(draft).catch(() => undefined);
  }
}
