// `template`: writes a new template workbook for preparing sellers, listings and images offline.
import path from 'node:path';
import type { Command } from 'commander';
import type { PropertyType } from '../../catalog';
import type { CachedReference } from '../../engine/reference';
import { describeCachedReference, loadReferenceCache, referenceCachesIn } from '../../engine/reference';
import type { ReferenceData } from '../../engine/model/reference-data';
import { buildTemplate, parseTemplateLang, parseTemplateTypes } from '../../engine/template';
import { SEED_TIME, SETTLEMENTS } from '../../sandbox';
import { formatBoth } from '../../catalog/message-catalog';
import { CLI_ARGUMENT_MESSAGES } from '../cli-argument-messages';
import { bilingual, stateFolders } from '../cli-environment';
import { templateOptionError } from '../template-option-error';

const EXIT_BAD_ARGUMENTS = 2;
const EXIT_FAILED = 1;

export interface TemplateCommandOptions {
  readonly out?: string;
  readonly type?: string;
  readonly lang?: string;
  readonly force?: boolean;
  /** The connection whose cached reference data to use; without it the newest cache of any connection. */
  readonly baseUrl?: string;
  readonly user?: string;
}

/** Where the regions sheet's data came from, said in the command's output. */
export interface ReferenceChoice {
  readonly reference: ReferenceData | null;
  readonly description: string;
}

export interface TemplateCommandIo {
  readonly log: (line: string) => void;
  readonly error: (line: string) => void;
  /** The reference data to use; defaults to {@link chooseReference} over the CLI's cache folder. */
  readonly reference?: (opts: TemplateCommandOptions) => Promise<ReferenceChoice>;
}

/** The demo sandbox's settlements in the engine's reference shape: real names, the sandbox's identifiers. */
export function demoSeedReference(): ReferenceData {
  return {
    regions: SETTLEMENTS.map((s) => ({
      id: s.id,
      name: s.name,
      zipCodes: s.zipCodes,
      latitude: s.latitude,
      longitude: s.longitude,
      areas: s.areas.map((a) => ({ id: a.id, name: a.name })),
    })),
    offices: [],
    fetchedAt: new Date(SEED_TIME).toISOString(),
    source: { baseUrl: 'demo sandbox seed', user: '' },
  };
}

function fromCache(c: CachedReference): ReferenceChoice {
  return {
    reference: c.data,
    description: `${describeCachedReference(c).en} (${c.data.regions.length} settlements)`,
  };
}

function fromDemoSeed(why: string): ReferenceChoice {
  const reference = demoSeedReference();
  return {
    reference,
    description: `${why}; regions sheet filled from the demo sandbox's seed (${reference.regions.length} settlements)`,
  };
}

/**
 * The cached reference data of the given connection, else the newest cache of any connection, else the demo
 * sandbox's settlements. Names are what staff pick; validation resolves them to the service's identifiers.
 */
export async function chooseReference(
  opts: TemplateCommandOptions,
  folder: string = stateFolders.reference(),
): Promise<ReferenceChoice> {
  if (opts.baseUrl !== undefined && opts.user !== undefined) {
    const cached = await loadReferenceCache(folder, opts.baseUrl, opts.user);
    return cached.ok ? fromCache(cached.value) : fromDemoSeed(cached.error.message.replace(/\.$/, ''));
  }
  const damaged: string[] = [];
  const [newest] = await referenceCachesIn(folder, (m) => damaged.push(m));
  const choice = newest ? fromCache(newest) : fromDemoSeed(`no reference data cache found in ${folder}`);
  return damaged.length === 0 ? choice : { ...choice, description: [choice.description, ...damaged].join('; ') };
}

/** Runs the command and returns its exit code: 0 written, 1 could not write, 2 bad arguments. */
export async function runTemplateCommand(opts: TemplateCommandOptions, io: TemplateCommandIo): Promise<number> {
  if (!opts.out || opts.out.trim() === '') {
    io.error(`template: ${bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.outRequired, { example: 'template.xlsx' }))}`);
    return EXIT_BAD_ARGUMENTS;
  }
  const lang = parseTemplateLang(opts.lang ?? 'hu');
  if (!lang.ok) {
    io.error(`template: ${bilingual(templateOptionError('--lang', lang.error))}`);
    return EXIT_BAD_ARGUMENTS;
  }
  let types: readonly PropertyType[] = [];
  if (opts.type !== undefined) {
    const parsed = parseTemplateTypes(opts.type);
    if (!parsed.ok) {
      io.error(`template: ${bilingual(templateOptionError('--type', parsed.error))}`);
      return EXIT_BAD_ARGUMENTS;
    }
    types = parsed.value;
  }
  // `npm run cli` runs from the package folder; a relative path means the folder the person typed it in.
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), opts.out);
  if ((opts.baseUrl === undefined) !== (opts.user === undefined)) {
    io.error(`template: ${bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.templateConnectionPair))}`);
    return EXIT_BAD_ARGUMENTS;
  }
  const choice = await (io.reference ?? chooseReference)(opts);
  const result = await buildTemplate({
    lang: lang.value,
    types,
    reference: choice.reference,
    out,
    overwrite: opts.force === true,
  });
  if (!result.ok) {
    io.error(`template: ${result.error.message}`);
    return result.error.kind === 'write_failed' ? EXIT_FAILED : EXIT_BAD_ARGUMENTS;
  }
  io.log(`template written: ${result.value.path}`);
  io.log(
    `language: ${lang.value}; properties: ${types.length > 0 ? `one sheet per type (${types.join(', ')})` : 'one sheet for every type'}`,
  );
  io.log(`regions: ${choice.description}`);
  return 0;
}

export function registerTemplateCommand(program: Command): void {
  program
    .command('template')
    .description('Write a new template workbook with dropdowns, rules, notes and a help sheet.')
    .option('--out <file>', 'the workbook to write (.xlsx)')
    .option('--type <types>', 'one properties sheet per type, comma separated: apartment,house,… (or lakás,ház,…)')
    .option('--lang <lang>', 'language of headers, notes and dropdown words: hu or en', 'hu')
    .option('--force', 'replace the file if it exists', false)
    .option('--base-url <url>', 'use the cached regions of this connection (with --user); default: the newest cache')
    .option('--user <name>', 'administration user name of that connection')
    .action(async (opts: TemplateCommandOptions) => {
      process.exitCode = await runTemplateCommand(opts, { log: console.log, error: console.error });
    });
}
