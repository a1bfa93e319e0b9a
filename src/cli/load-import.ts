// The steps validate and upload share: open and map the workbook, get reference data, prepare every row.
import type { Result, Words } from '../catalog';
import { err, ok } from '../catalog';
import type { ApiClient, FaultLedger } from '../engine/api';
import type { MappingTemplate } from '../engine/mapping';
import { readMappingTemplate } from '../engine/mapping';
import { formatBoth } from '../catalog/message-catalog';
import { CLI_ARGUMENT_MESSAGES } from './cli-argument-messages';
import { CLI_MESSAGES } from './cli-messages';
import { OFFLINE_REFERENCE_MESSAGES as OFFLINE } from './offline-reference-messages';
import type { OpenedImport, SellerAsker } from '../engine/pipeline';
import type { SellersOfImport } from '../engine/pipeline';
import { importPrepareContext, openImport, prepareWithSellers, sheetsToPrepare } from '../engine/pipeline';
import { describeCachedReference, loadReferenceCache, referenceCachesIn } from '../engine/reference';
import type { ExistingAhead } from '../engine/upload/existing-records';
import type { RecordListsAhead } from '../engine/upload/lookalike-records';
import { askBeforePreparing } from '../engine/upload/records-asked-early';
import type { ReferenceData } from '../engine/model/reference-data';
import type { PreparedWorkbook } from '../engine/validation';
import type { InterpretationReport } from '../engine/mapping';
import { describeInterpretations } from '../engine/mapping';
import type { LearnedWord, ValueOverride } from '../engine/values';
import { learnWords, learnedWordsFolder, loadLearnedWords, withLearnedWords } from '../engine/values';
import { bilingual, stateFolder, stateFolders } from './cli-environment';
import type { OnlineRun, StartedOnline } from './connect';
import { closeOnline, startOnline } from './connect';
import path from 'node:path';

export interface ImportArguments {
  readonly workbook: string;
  readonly mapping?: string;
  readonly officeId: number | null;
  readonly baseUrl?: string;
  readonly user?: string;
  /** Validate from the reference cache of `baseUrl` + `user` without asking the service (no password needed). */
  readonly offline?: boolean;
  /** The office defaults (currency from the price, monthly rent), as the app applies them; on unless false. */
  readonly officeDefaults?: boolean;
  /** The service's fault budget, already opened (an upload's admission): the client counts in it, not in a second. */
  readonly faults?: FaultLedger;
  /** An upload's: the office's records for the lookalike check asked once the workbook is mapped (`recordsAhead`). */
  readonly recordsAhead?: {
    readonly signal?: AbortSignal | undefined;
    /**
     * False where the run ends before its plausibility checks and its look-up (a sync preview): neither its listings
     * nor its look-up are asked early.
     */
    readonly listingsJudged?: boolean;
  };
  /** An upload's: its plan reads every row's body, so each is built as the row is prepared (`sheetsToPrepare`). */
  readonly everyBodyRead?: boolean;
  /** An upload's with a trial write-back: the .xlsx sheets read are kept for it (`openImport`'s `keepSheets`). */
  readonly keepSheets?: boolean;
  /**
   * The connection and reference data already asked for (`startOnline`, with `faults`): an upload sends those
   * requests before it loads the reader and the validation, and this goes on with them.
   */
  readonly started?: StartedOnline;
}

export interface LoadedImport {
  readonly opened: OpenedImport;
  readonly prepared: PreparedWorkbook;
  readonly client: ApiClient | null;
  /** Where the reference data came from when not fetched now, in English (the JSON report's `reference`). */
  readonly referenceNote: string | null;
  /** The same in both languages, for the terminal; null when fetched now. */
  readonly referenceNotice: Words | null;
  /** The reference data was fetched from the service in this run: the address and the log-in are proven. */
  readonly connectionProven: boolean;
  /** What the importer read into columns beyond their cells (a header's scale or currency, `2+1`), per sheet. */
  readonly interpretations: readonly { readonly sheet: string; readonly items: readonly InterpretationReport[] }[];
  /** The office's remembered words applied to this run (words learned once). */
  readonly learnedWords: readonly LearnedWord[];
  /** The fetched reference data's durable write to the cache, run while the rows were prepared: awaited by the end. */
  readonly referenceSaved: Promise<void>;
  /** The office's records asked while the reference data was fetched (empty unless `recordsAhead` was given). */
  readonly recordsAhead: RecordListsAhead;
  /** The look-up's whole-office listings asked with them (`askBeforePreparing`; empty likewise). */
  readonly existingAhead: ExistingAhead;
  /** The service refused the log-in: checked with the saved copy, and why nothing may be sent; null otherwise. */
  readonly loginRefused: Words | null;
  /** Office ID → name as the reference data lists the offices: how a sync's lines name them (as the app does). */
  readonly officeNames: ReadonlyMap<number, string>;
}

/** The interpretations and remembered words of a run as lines for the terminal (validate, upload). */
export function interpretationLines(interpretations: Interpretations, learned: readonly LearnedWord[]): string[] {
  const lines: string[] = [];
  for (const s of interpretations) {
    for (const i of s.items) {
      const example = i.example ? `, e.g. ${i.example}` : '';
      lines.push(`${s.sheet} ${i.column} (${i.header}): ${i.on ? '' : '[off] '}${i.what.en}${example}`);
    }
  }
  if (learned.length > 0) {
    const words = learned.map((w) => `${w.field} "${w.value}" → ${w.code}`);
    lines.push(`remembered words of the office applied: ${words.join('; ')}`);
  }
  return lines;
}

type Interpretations = LoadedImport['interpretations'];

/** For a JSON report's summary: the interpretation lines, when there are any. */
export function interpretationSummary(
  interpretations: Interpretations,
  learned: readonly LearnedWord[],
): { interpretations?: string[] } {
  const lines = interpretationLines(interpretations, learned);
  return lines.length > 0 ? { interpretations: lines } : {};
}

/** Fields an interpretation writes, besides its own column's: what a dry run shows being sent. */
const FILLED_BY: Readonly<Record<string, readonly string[]>> = {
  'price.price': ['price.price_currency', 'price.price_period'],
  'price.overhead': ['price.overhead_currency'],
  'price.deposit': ['price.deposit_type'],
  'special.number_of_rooms': ['special.number_of_half_rooms'],
  'special.plot_area': ['special.plot_area_unit'],
};

function sentValue(body: Readonly<Record<string, unknown>>, key: string): unknown {
  const [block = '', name = ''] = key.split('.');
  const b = body[block] as Record<string, unknown> | undefined;
  if (block !== 'special') return b?.[name];
  return b ? (Object.values(b)[0] as Record<string, unknown> | undefined)?.[name] : undefined;
}

/** For a dry run: the values the first valid rows of each interpreted sheet send, for the interpreted fields. */
export function dryRunValueLines(loaded: LoadedImport, rowsPerSheet = 3): string[] {
  const lines = interpretationLines(loaded.interpretations, loaded.learnedWords);
  for (const s of loaded.interpretations) {
    const keys = [...new Set(s.items.flatMap((i) => [i.field, ...(FILLED_BY[i.field] ?? [])]))];
    const sheetRows = loaded.prepared.sheets.find((p) => p.sheet === s.sheet)?.rows ?? [];
    const rows = sheetRows.filter((r) => r.problems.length === 0).slice(0, rowsPerSheet);
    for (const r of rows) {
      const body = r.body as Readonly<Record<string, unknown>>;
      const shown = keys.flatMap((k) => {
        const v = sentValue(body, k);
        return v === undefined ? [] : [`${k} = ${String(v)}`];
      });
      if (shown.length > 0) lines.push(`${s.sheet} row ${r.row} sends ${shown.join(', ')}`);
    }
  }
  return lines;
}

/** The interpretations of every sheet with a role, with examples from its rows. */
export function interpretationsOf(opened: OpenedImport): LoadedImport['interpretations'] {
  const out: { sheet: string; items: InterpretationReport[] }[] = [];
  for (const s of opened.mapping.sheets) {
    const table = opened.tables.find((t) => t.sheet === s.sheet);
    if (s.role === null || !table) continue;
    const items = describeInterpretations(s, table.rows);
    if (items.length > 0) out.push({ sheet: s.sheet, items });
  }
  return out;
}

/**
 * The words of a run: the office's remembered words, then the mapping file's `values` (which win, and are
 * remembered for the office so the next workbook gets them without the file).
 */
async function wordsOfRun(
  template: MappingTemplate | null,
  mappingFile: string | undefined,
  officeId: number | null,
): Promise<Result<{ overrides: ValueOverride[]; learned: readonly LearnedWord[] }, string>> {
  const own = template?.values ?? [];
  if (officeId === null) return ok({ overrides: [...own], learned: [] });
  const folder = learnedWordsFolder(stateFolder());
  const known = await loadLearnedWords(folder, officeId);
  if (!known.ok) return err(bilingual(known.error));
  if (own.length > 0) {
    const saved = await learnWords(folder, officeId, own, path.basename(mappingFile ?? 'mapping file'));
    if (!saved.ok) return err(bilingual(saved.error));
  }
  return ok({ overrides: withLearnedWords(known.value, own), learned: known.value });
}

export async function loadImport(args: ImportArguments): Promise<Result<LoadedImport, string>> {
  let template: MappingTemplate | null = null;
  if (args.mapping !== undefined) {
    const loaded = await readMappingTemplate(args.mapping, { moveAside: false });
    if (!loaded.ok) {
      await closeOnline(args.started?.online ?? null);
      const why = loaded.error;
      return err(bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.importMappingFile, { file: args.mapping, why })));
    }
    template = loaded.value;
  }
  // The service's reference data is fetched (and cached durably) while the workbook is read: neither needs the other.
  const noConnection = args.baseUrl === undefined && args.user === undefined;
  const started =
    args.started ?? (args.offline === true || noConnection ? null : startOnline(args.baseUrl, args.user, args.faults));
  const connection = started?.connection ?? null;
  const online = started?.online ?? null;
  const opened = await openImport(args.workbook, { template, keepSheets: args.keepSheets === true });
  if (!opened.ok) {
    await closeOnline(online);
    const why = { en: opened.error.message, hu: opened.error.messageHu };
    return err(bilingual(formatBoth(CLI_MESSAGES.workbookNotOpened, { file: args.workbook, why })));
  }
  const words = await wordsOfRun(template, args.mapping, args.officeId);
  if (!words.ok) {
    await closeOnline(online);
    return err(words.error);
  }
  const { overrides, learned: learnedWords } = words.value;
  const { recordsAhead, existingAhead } = await recordsOfRun(connection, opened.value, args);
  const interpretations = interpretationsOf(opened.value);

  const reference = online === null ? await offlineRun(args.baseUrl, args.user) : await online;
  if (!reference.ok) return err(reference.error);
  const run = reference.value;
  const context = importPrepareContext({ officeId: args.officeId, reference: run.reference, overrides });
  // The engine's preparation with the sellers named elsewhere, as the app's: the one cache per service, user and office,
  // the service asked (again for the sellers unknown before: one may have been made on the portal since) when the run
  // has a connection, the saved answers alone without one.
  const sheets = sheetsToPrepare(opened.value, args.officeDefaults !== false, args.everyBodyRead === true);
  const prepared = await prepareWithSellers({ sheets, context, sellers: sellersOfRun(run, args.officeId) });
  return ok({
    opened: opened.value,
    prepared,
    client: run.client,
    referenceNote: run.referenceNote?.en ?? null,
    referenceNotice: run.referenceNote,
    connectionProven: run.connectionProven,
    interpretations,
    learnedWords,
    referenceSaved: run.referenceSaved,
    recordsAhead,
    existingAhead,
    loginRefused: run.loginRefused ?? null,
    officeNames: new Map((run.reference?.offices ?? []).map((o) => [o.id, o.name])),
  });
}

/**
 * An upload's lookalike lists and whole-office look-ups, asked as soon as the workbook is mapped: they leave with the
 * reference data instead of a round trip after it (docs/performance.md, "Upload: the office's records asked with the
 * reference data", "(seventh round, the look-up asked early)").
 */
async function recordsOfRun(
  connection: StartedOnline['connection'] | null,
  opened: OpenedImport,
  args: ImportArguments,
): Promise<{ readonly recordsAhead: RecordListsAhead; readonly existingAhead: ExistingAhead }> {
  const connected = args.recordsAhead === undefined ? null : await connection;
  if (!connected?.ok || connected.value === null) return { recordsAhead: new Map(), existingAhead: new Map() };
  const { signal, listingsJudged } = args.recordsAhead ?? {};
  return askBeforePreparing(connected.value.client, opened, args.officeId, signal, listingsJudged !== false);
}

/** The seller look-up of a run: asking through its client, or from the saved answers of its reference's service. */
function sellersOfRun(run: OnlineRun, officeId: number | null): SellersOfImport {
  if (officeId === null) return null;
  const cache = { folder: stateFolders.sellers(), officeId };
  const client = run.client;
  if (client !== null) {
    const asker = async (): Promise<SellerAsker> => ({ client, close: () => Promise.resolve() });
    return { ...cache, baseUrl: client.baseUrl, user: client.user, asker };
  }
  const source = run.reference?.source;
  return source ? { ...cache, ...source, asker: null } : null;
}

/** A run without a connection, from the saved reference data (`savedReference`). */
async function offlineRun(baseUrl: string | undefined, user: string | undefined): Promise<Result<OnlineRun, string>> {
  const saved = await savedReference(baseUrl, user);
  if (!saved.ok) return saved;
  const { reference, referenceNote } = saved.value;
  return ok({
    client: null,
    reference,
    referenceNote,
    connectionProven: false,
    referenceSaved: Promise.resolve(),
  });
}

/**
 * A run without a connection: the reference data saved for `--base-url` and `--user`, or without them the last
 * connection's (any service and user), always named with its service, user and date, in both languages.
 */
async function savedReference(
  baseUrl: string | undefined,
  user: string | undefined,
): Promise<Result<{ reference: ReferenceData | null; referenceNote: Words }, string>> {
  const folder = stateFolders.reference();
  if (baseUrl !== undefined && user !== undefined) {
    const cached = await loadReferenceCache(folder, baseUrl, user);
    if (cached.ok)
      return ok({
        reference: cached.value.data,
        referenceNote: formatBoth(OFFLINE.savedCopy, { cached: describeCachedReference(cached.value) }),
      });
    // The reader says a damaged copy in both languages; a missing one (the only other kind a load gives) in English.
    const e = cached.error;
    const why = { en: e.message, hu: e.messageHu ?? OFFLINE.copyMissing.hu };
    return ok({ reference: null, referenceNote: formatBoth(OFFLINE.noCopyFor, { user, baseUrl, why }) });
  }
  if (baseUrl !== undefined || user !== undefined)
    return err(bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.savedConnectionPair)));
  const damaged: Words[] = [];
  const [newest] = await referenceCachesIn(folder, (en, hu) => damaged.push({ en, hu }));
  const note = newest
    ? formatBoth(OFFLINE.lastConnection, { cached: describeCachedReference(newest) })
    : formatBoth(OFFLINE.noCopyIn, { folder });
  const notes = [note, ...damaged];
  return ok({
    reference: newest?.data ?? null,
    referenceNote: { en: notes.map((n) => n.en).join('; '), hu: notes.map((n) => n.hu).join('; ') },
  });
}
