// `export`: writes the office's sellers and listings into a workbook in the template's layout, ready to re-import.
import type { Command } from 'commander';
import type { PropertyType, Result, Words } from '../../catalog';
import { err, formatBoth, ok, valueWords } from '../../catalog';
import { LISTING_RETIREMENT_MESSAGES } from '../listing-retirement-messages';
import { CLI_ARGUMENT_MESSAGES } from '../cli-argument-messages';
import { templateOptionError } from '../template-option-error';
import type { ExportProgress, ExportQuery, ListingStatus } from '../../engine/export';
import { runExport } from '../../engine/export';
import { fetchErrorInBoth, obtainReferenceData } from '../../engine/reference';
import { parseTemplateLang, parseTemplateTypes } from '../../engine/template/template-options';
import { EXIT, bilingual, positiveInt, stateFolders } from '../cli-environment';
import { connect } from '../connect';
import path from 'node:path';

export interface ExportCommandOptions {
  readonly baseUrl?: string;
  readonly user?: string;
  readonly officeId?: readonly string[];
  readonly type?: string;
  readonly status?: string;
  readonly updatedAfter?: string;
  readonly out?: string;
  readonly lang?: string;
  readonly force?: boolean;
  readonly images?: boolean;
  readonly perTypeSheets?: boolean;
}

export interface ExportCommandIo {
  readonly log: (line: string) => void;
  readonly error: (line: string) => void;
  readonly signal?: AbortSignal;
}

function officeIds(raw: readonly string[] | undefined): Result<number[], Words> {
  const out: number[] = [];
  for (const text of (raw ?? []).flatMap((r) => r.split(','))) {
    const parsed = positiveInt('--office-id', text.trim());
    if (!parsed.ok) return err(parsed.error);
    if (parsed.value !== null) out.push(parsed.value);
  }
  return ok(out);
}

/** `active`, `inactive`, or their words in either language (`aktív`). */
function listingStatus(raw: string | undefined): Result<ListingStatus | null, Words> {
  if (raw === undefined) return ok(null);
  const text = raw.trim().toLowerCase();
  for (const code of ['active', 'inactive'] as const) {
    const words = valueWords('PROPERTY_STATUS', code);
    if ([code, words.en.toLowerCase(), words.hu.toLowerCase()].includes(text)) return ok(code);
  }
  return err(formatBoth(CLI_ARGUMENT_MESSAGES.exportStatus, { value: raw }));
}

/** A date (`2026-01-31`) or an ISO 8601 date-time, as the list endpoints take it. */
function updatedAfter(raw: string | undefined): Result<string | null, Words> {
  if (raw === undefined) return ok(null);
  const text = raw.trim();
  const shaped = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text);
  if (!shaped || Number.isNaN(Date.parse(text.replace(' ', 'T')))) {
    return err(formatBoth(CLI_ARGUMENT_MESSAGES.updatedAfter, { value: raw }));
  }
  return ok(text);
}

function parseQuery(opts: ExportCommandOptions): Result<ExportQuery, Words> {
  const lang = parseTemplateLang(opts.lang ?? 'hu');
  if (!lang.ok) return err(templateOptionError('--lang', lang.error));
  let types: readonly PropertyType[] = [];
  if (opts.type !== undefined) {
    const parsed = parseTemplateTypes(opts.type);
    if (!parsed.ok) return err(templateOptionError('--type', parsed.error));
    types = parsed.value;
  }
  const offices = officeIds(opts.officeId);
  if (!offices.ok) return offices;
  const status = listingStatus(opts.status);
  if (!status.ok) return status;
  const after = updatedAfter(opts.updatedAfter);
  if (!after.ok) return after;
  const query: ExportQuery = {
    officeIds: offices.value,
    types,
    status: status.value,
    updatedAfter: after.value,
    lang: lang.value,
  };
  return ok(query);
}

/** One line per step; rows are counted every thousand, so a long export shows it is moving. */
function progressLine(p: ExportProgress): string {
  switch (p.phase) {
    case 'listing': {
      const what = p.resource === 'seller' ? 'sellers' : 'listings';
      const images = p.images === undefined ? '' : ` with ${p.images} images`;
      return `export: office ${p.officeId}: ${p.count} ${what}${images} listed`;
    }
    case 'writing':
      return `export: rows written ${p.done}/${p.total}`;
    case 'sealing':
      return `export: sealing the ${p.rows} rows with what a re-import compares`;
  }
}

/** Runs the command and returns its exit code: 0 written, 1 could not list or write, 2 bad arguments. */
export async function runExportCommand(opts: ExportCommandOptions, io: ExportCommandIo): Promise<number> {
  if (opts.baseUrl === undefined || opts.user === undefined) {
    io.error(`export: ${bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.connectionRequired))}`);
    return EXIT.unusable;
  }
  if (!opts.out || opts.out.trim() === '') {
    io.error(`export: ${bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.outRequired, { example: 'export.xlsx' }))}`);
    return EXIT.unusable;
  }
  const query = parseQuery(opts);
  if (!query.ok) {
    io.error(`export: ${bilingual(query.error)}`);
    return EXIT.unusable;
  }
  // `npm run cli` runs from the package folder; a relative path means the folder the person typed it in.
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), opts.out);
  const connected = await connect(opts.baseUrl, opts.user);
  if (!connected.ok || connected.value === null) {
    io.error(`export: ${connected.ok ? bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.noConnection)) : connected.error}`);
    return EXIT.unusable;
  }
  const { client, password } = connected.value;
  try {
    // The regions give the names written into the sheet; fetching them also refreshes the offline cache.
    const reference = await obtainReferenceData({
      connection: { baseUrl: client.baseUrl, user: client.user, password, faults: client.faults ?? null },
      cacheFolder: stateFolders.reference(),
    });
    const refused = reference.source === 'cache' && reference.fetchError?.kind === 'authentication';
    if (reference.source === 'none' || refused) {
      io.error(`export: ${bilingual(fetchErrorInBoth(reference.fetchError))}`);
      return EXIT.unusable;
    }
    const lang = query.value.lang;
    const result = await runExport({
      client,
      query: query.value,
      reference: reference.data,
      // Just listed with the regions: the export does not ask for them again.
      ...(reference.source === 'service' ? { officesSeen: reference.data.offices } : {}),
      out,
      overwrite: opts.force === true,
      images: opts.images === true,
      perTypeSheets: opts.perTypeSheets === true,
      onProgress: (p) => io.error(progressLine(p)),
      ...(io.signal ? { signal: io.signal } : {}),
    });
    if (!result.ok) {
      io.error(`export: ${bilingual({ en: result.error.message, hu: result.error.messageHu })}`);
      return result.error.kind === 'file_exists' || result.error.kind === 'unknown_office'
        ? EXIT.unusable
        : EXIT.rowsFailed;
    }
    const s = result.value;
    io.log(`export written: ${s.path}`);
    const offices = s.offices.map((o) => `${o.name} (${o.id})`).join(', ');
    io.log(`offices ${offices}: ${s.sellers} sellers, ${s.properties} listings; language: ${lang}`);
    if (opts.images === true) io.log(`images: ${s.propertyImages} of listings, ${s.sellerImages} of sellers`);
    if (opts.perTypeSheets === true) io.log(`properties sheets: ${s.propertySheets.join(', ')}`);
    for (const r of s.refused) {
      const why = { en: r.message, hu: r.messageHu };
      io.log(bilingual(formatBoth(LISTING_RETIREMENT_MESSAGES.notSentBack, { sheet: r.sheet, row: r.row, why })));
    }
    return EXIT.ok;
  } finally {
    await client.close();
    await client.faults?.release().catch(() => undefined);
  }
}

export function registerExportCommand(program: Command): void {
  program
    .command('export')
    .description("Export offices' sellers and listings to a workbook in the template's layout, to edit and re-import.")
    .requiredOption('--base-url <url>', 'the API, ending in /api/json/v3')
    .requiredOption('--user <name>', 'administration user name; the JSON password comes from LISTING_API_PASSWORD')
    .option('--office-id <n...>', 'offices to export (repeat or separate with commas); default: every office you see')
    .option('--type <types>', 'only these property types, comma separated: apartment,house,… (or lakás,ház,…)')
    .option('--status <status>', 'only listings with this status: active or inactive')
    .option('--updated-after <date>', 'only records modified after this date or ISO 8601 date-time')
    .requiredOption('--out <file>', 'the workbook to write (.xlsx)')
    .option('--lang <lang>', 'language of headers, notes and value words: hu or en', 'hu')
    .option('--force', 'replace the file if it exists', false)
    .option('--images', 'also export the images of listings and sellers into the two image sheets', false)
    .option('--per-type-sheets', 'one properties sheet per property type instead of one combined sheet', false)
    .action(async (opts: ExportCommandOptions) => {
      const controller = new AbortController();
      const onSignal = (): void => controller.abort();
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
      const io = { log: console.log, error: console.error, signal: controller.signal };
      process.exitCode = await runExportCommand(opts, io);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    });
}
