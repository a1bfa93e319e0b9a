// Plausibility warnings and image link results for validate and upload --dry-run: gathered, accepted, reported.
// Warnings never change the exit code nor block an upload (docs/plausibility.md, "On the command line").
import type { ApiClient } from '../engine/api';
import type { Words } from '../catalog/field-types';
import { formatBoth } from '../catalog/message-catalog';
import { failureInBoth } from '../engine/api';
import type { PreparedRow } from '../engine/model/prepared-row';
import type { RecordListsAhead } from '../engine/upload/lookalike-records';
import type { WorkbookMapping } from '../engine/model/workbook-mapping';
import type { SheetResults } from '../engine/model/sheet-results';
import { rowKey } from '../engine/model/prepared-row';
import type { ImageLinkResult, ImageRowResult } from '../engine/image-check';
import { checkImageLinks, imageRowResults, imageUrlOf } from '../engine/image-check';
import type { AcceptedWarnings, PlausibilityWarning, PortalChange } from '../engine/plausibility';
import { acceptedRowKey, checkPlausibilityInTurns, isAccepted } from '../engine/plausibility';
import { bilingual } from './cli-environment';
import { PLAUSIBILITY_BASIS_MESSAGES as BASIS } from './plausibility-basis-messages';

/** One warning in the JSON report. */
export interface ReportWarning {
  readonly kind: string;
  readonly field: string;
  readonly message: string;
  readonly message_hu: string;
  readonly fix: readonly { readonly field: string; readonly value: string | number }[];
  readonly basis: string;
  readonly accepted: boolean;
  /** What to give `--accept-warnings` to accept this one. */
  readonly accept_as: string;
}

export interface ReportImage {
  readonly url: string;
  readonly outcome: string;
  readonly message: string;
  readonly message_hu: string;
}

/** A note for the workbook's cell of a field: an open warning, or an image link that is not reachable. */
export interface FieldNote {
  readonly sheet: string;
  readonly row: number;
  readonly field: string;
  readonly message: string;
}

export interface RowNotes {
  readonly warnings: ReadonlyMap<string, readonly ReportWarning[]>;
  /** Each checked image row with its link's result, for the results workbook (withImageNotes). */
  readonly imageRows: readonly ImageRowResult[];
  /** Open warnings and broken image links, for notes in the written workbook (validate --out). */
  readonly fieldNotes: readonly FieldNote[];
  readonly images: ReadonlyMap<string, ReportImage>;
  readonly summary: Readonly<Record<string, number | string>>;
  /** Lines for a person, after the rows' problems. */
  readonly lines: readonly string[];
}

export interface GatherArguments {
  readonly rows: readonly PreparedRow[];
  readonly client: ApiClient | null;
  readonly officeId: number | null;
  readonly changes?: (index: number) => readonly PortalChange[] | null;
  readonly accepted: AcceptedWarnings;
  readonly checkImages: boolean;
  /**
   * What was read before the upload sent anything (a real upload): the office's listings as they were, not with the
   * rows just sent among them, and the image links checked before sending.
   */
  readonly before?: NotesBefore;
  /** A progress bar on the terminal for the image check. */
  readonly progress: boolean;
  readonly signal?: AbortSignal;
  /** The office's lists an upload asked early for its lookalike check: a listings list there is not asked again. */
  readonly recordsAhead?: RecordListsAhead;
}

/** The office's listings with what the warnings were judged by, and the image links checked. */
export interface NotesBefore {
  readonly office: OfficeBasis;
  readonly checked: ReadonlyMap<string, ImageLinkResult>;
}

interface OfficeBasis {
  readonly listings: readonly unknown[];
  /** What the warnings were judged by; null where no listing was judged. */
  readonly note: Words | null;
}

/** For a real upload: read before anything is sent, then judged after it with its plan's changes. */
export async function notesBefore(a: GatherArguments): Promise<NotesBefore> {
  const office = a.rows.some((r) => r.role === 'properties') ? await officeListings(a) : { listings: [], note: null };
  const checked = a.before?.checked ?? (a.checkImages ? await imageResults(a) : new Map<string, ImageLinkResult>());
  return { office, checked };
}

/** The office's listings when connected; else none, and the note says what the warnings were judged by. */
async function officeListings(a: GatherArguments): Promise<OfficeBasis> {
  if (a.client === null) return { listings: [], note: formatBoth(BASIS.noConnection) };
  const { fetchOfficeListings } = await import('../engine/pipeline/office-listings');
  const listed = await fetchOfficeListings(a.client, a.rows, a.officeId, a.signal, a.recordsAhead);
  if (!listed.ok)
    return {
      listings: [],
      note: formatBoth(BASIS.notRead, { why: failureInBoth(listed.error) }),
    };
  return { listings: listed.value, note: formatBoth(BASIS.portalAndSheet, { count: listed.value.length }) };
}

function reportWarning(w: PlausibilityWarning, accepted: AcceptedWarnings): ReportWarning {
  return {
    kind: w.kind,
    field: w.field,
    message: w.message,
    message_hu: w.messageHu,
    fix: w.fix,
    basis: w.basis,
    accepted: isAccepted(w, accepted),
    accept_as: acceptedRowKey(w),
  };
}

async function imageResults(a: GatherArguments): Promise<ReadonlyMap<string, ImageLinkResult>> {
  const urls = a.rows.map(imageUrlOf).filter((u): u is string => u !== null);
  if (urls.length === 0) return new Map();
  let bar: { update: (n: number) => void; stop: () => void } | null = null;
  if (a.progress) {
    const { SingleBar } = await import('cli-progress');
    const b = new SingleBar({ format: 'checking images [{bar}] {value}/{total}', stream: process.stderr });
    b.start(new Set(urls).size, 0);
    bar = { update: (n) => b.update(n), stop: () => b.stop() };
  }
  const results = await checkImageLinks(urls, {
    ...(a.signal ? { signal: a.signal } : {}),
    onProgress: (p) => bar?.update(p.done),
  });
  bar?.stop();
  return results;
}

export async function gatherRowNotes(a: GatherArguments): Promise<RowNotes> {
  // Sellers and images alone have nothing to judge: no office list is read, and the summary says nothing of it.
  const listings = a.rows.some((r) => r.role === 'properties');
  const office = a.before?.office ?? (listings ? await officeListings(a) : { listings: [], note: null });
  const found = await checkPlausibilityInTurns({
    rows: a.rows,
    officeListings: office.listings,
    ...(a.changes ? { changes: a.changes } : {}),
  });
  const warnings = new Map<string, ReportWarning[]>();
  const lines: string[] = [];
  const fieldNotes: FieldNote[] = [];
  let open = 0;
  for (const w of found) {
    const r = reportWarning(w, a.accepted);
    const key = rowKey(w.sheet, w.row);
    warnings.set(key, [...(warnings.get(key) ?? []), r]);
    if (r.accepted) continue;
    open++;
    fieldNotes.push({ sheet: w.sheet, row: w.row, field: w.field, message: `${w.messageHu}\n${w.message}` });
    lines.push(`${w.sheet} row ${w.row}: warning ${w.kind}: ${w.message} (accept: --accept-warnings "${r.accept_as}")`);
  }
  const images = new Map<string, ReportImage>();
  let broken = 0;
  const checked = a.before?.checked ?? (a.checkImages ? await imageResults(a) : new Map<string, ImageLinkResult>());
  for (const row of a.rows) {
    const url = imageUrlOf(row);
    const result = url === null ? undefined : checked.get(url);
    if (result === undefined) continue;
    const { outcome, message, messageHu } = result;
    images.set(rowKey(row.sheet, row.row), { url: result.url, outcome, message, message_hu: messageHu });
    if (outcome === 'reachable') continue;
    broken++;
    const note = `Kép link: ${messageHu}\nImage link: ${message}`;
    fieldNotes.push({ sheet: row.sheet, row: row.row, field: 'image.url', message: note });
    lines.push(`${row.sheet} row ${row.row}: image ${message}: ${result.url}`);
  }
  if (found.length > 0 && office.note !== null)
    lines.push(bilingual(formatBoth(BASIS.judgedBy, { basis: office.note })));
  return {
    warnings,
    imageRows: imageRowResults(a.rows, checked),
    fieldNotes,
    images,
    lines,
    summary: {
      ...(listings
        ? {
            plausibility_warnings: open,
            accepted_warnings: found.length - open,
            plausibility_basis: office.note?.en ?? '',
          }
        : {}),
      ...(a.checkImages ? { image_links_checked: images.size, image_links_broken: broken } : {}),
    },
  };
}

/** A report row with its warnings and image result, when it has any. */
export function withRowNotes<T extends { readonly sheet: string; readonly row: number }>(
  row: T,
  notes: RowNotes,
): T & { warnings?: readonly ReportWarning[]; image?: ReportImage } {
  // Most rows have neither: they are given back as they are (no key string, no copy per row).
  if (notes.warnings.size === 0 && notes.images.size === 0) return row;
  const key = rowKey(row.sheet, row.row);
  const warnings = notes.warnings.get(key);
  const image = notes.images.get(key);
  if (!warnings && !image) return row;
  return { ...row, ...(warnings ? { warnings } : {}), ...(image ? { image } : {}) };
}

/** The results to write back with a note on each warned or broken-link cell whose field has a column. */
export function withFieldNotes(
  sheets: readonly SheetResults[],
  mapping: WorkbookMapping,
  notes: RowNotes,
): SheetResults[] {
  return sheets.map((s) => {
    const columns = mapping.sheets.find((m) => m.sheet === s.sheet)?.columns ?? [];
    const added = notes.fieldNotes.flatMap((n) => {
      const column = n.sheet === s.sheet ? columns.find((c) => c.field === n.field) : undefined;
      return column === undefined ? [] : [{ row: n.row, column: column.index, message: n.message }];
    });
    return added.length === 0 ? s : { ...s, notes: [...s.notes, ...added] };
  });
}
