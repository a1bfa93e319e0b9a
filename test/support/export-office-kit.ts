// The round-trip tests' set-up: the demo sandbox with office 1 seeded by the export kit (sellers and listings of every
// type), a counting relay before it, a client straight to it, and the CLI's export and upload run in-process through
// the relay, started before the test file and stopped after it.
import { afterAll, beforeAll } from 'vitest';
import type { ApiClient } from '../../src/engine/api';
import { DEMO } from '../../src/sandbox';
import type { CliRun, CliSandbox } from './cli-sandbox-kit';
import { startCliSandbox } from './cli-sandbox-kit';
import type { CountingProxy } from './export-test-kit';
import { seedOffice } from './export-test-kit';

export const EXPORT_OFFICE = DEMO.offices.budapest;

export interface ExportOfficeOptions {
  /** The temp folder's name prefix. */
  readonly prefix: string;
  /** Sellers and listings seeded by the export kit (`seedOffice`); no seeding with 0 listings. */
  readonly sellers: number;
  readonly properties: number;
  /** More records after the seed (images, a listing of its own), sent with the uncounted client. */
  readonly seed?: (client: ApiClient) => Promise<void>;
  /** Exports the office once after seeding; the workbook's path is then `exported`. */
  readonly exportFirst?: boolean;
  /** Checked before anything starts (e.g. `requireLibreOffice`). */
  readonly requires?: () => void;
  readonly timeout?: number;
}

/** A CLI run with its stdout read as the `--json` report (null when it printed none). */
export interface ReportedRun<Report> extends CliRun {
  readonly report: Report | null;
}

export interface ExportOffice {
  readonly dir: string;
  readonly proxy: CountingProxy;
  /** A client straight to the sandbox (not counted), for seeding and reading the records. */
  readonly client: ApiClient;
  /** The export made after seeding (`exportFirst`). */
  readonly exported: string;
  /** A fresh path in the temp folder, numbered so no two calls collide. */
  file(name: string): string;
  /** `export` of office 1 to `out` (a fresh path by default); fails the test unless it exits 0. */
  exportTo(out?: string, args?: Readonly<Record<string, unknown>>): Promise<string>;
  /** `export` of office 1 with the run's code and output, whatever it is. */
  exportRun(args: Readonly<Record<string, unknown>>): Promise<CliRun>;
  /** `upload` into office 1 through the relay (results to a fresh path unless `out` is given). */
  upload<Report = unknown>(workbook: string, args?: Readonly<Record<string, unknown>>): Promise<ReportedRun<Report>>;
}

function reportOf<Report>(out: readonly string[]): Report | null {
  const text = out.join('\n');
  return text.trim().startsWith('{') ? (JSON.parse(text) as Report) : null;
}

/** Starts the sandbox, seeds office 1 and exports it before the file's tests (beforeAll); stops all after them. */
export function useExportOffice(options: ExportOfficeOptions): ExportOffice {
  let kit: CliSandbox | null = null;
  let exported = '';
  const started = (): CliSandbox => {
    if (kit === null) throw new Error('the export office is not started');
    return kit;
  };
  const exportRun = (args: Readonly<Record<string, unknown>>): Promise<CliRun> =>
    started().exportWith({ officeId: [String(EXPORT_OFFICE)], ...args });
  const exportTo = async (out?: string, args: Readonly<Record<string, unknown>> = {}): Promise<string> => {
    const file = out ?? started().file('export.xlsx');
    const run = await exportRun({ out: file, ...args });
    if (run.code !== 0) throw new Error(`export exited ${run.code}: ${run.errors}`);
    return file;
  };

  beforeAll(async () => {
    options.requires?.();
    kit = await startCliSandbox(options.prefix);
    if (options.properties > 0) await seedOffice(kit.client, options.sellers, options.properties);
    await options.seed?.(kit.client);
    if (options.exportFirst === true) exported = await exportTo();
  }, options.timeout ?? 60_000);

  afterAll(async () => {
    await kit?.close();
  });

  return {
    get dir() {
      return started().dir;
    },
    get proxy() {
      return started().proxy;
    },
    get client() {
      return started().client;
    },
    get exported() {
      if (exported === '') throw new Error('the office was not exported (exportFirst)');
      return exported;
    },
    file: (name) => started().file(name),
    exportTo,
    exportRun,
    async upload<Report>(workbook: string, args: Readonly<Record<string, unknown>> = {}) {
      const run = await started().upload(workbook, { officeId: String(EXPORT_OFFICE), ...args });
      return { ...run, report: reportOf<Report>(run.out) };
    },
  };
}
