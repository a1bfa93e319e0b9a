// Kills uploads with SIGKILL at random instants (while starting, planning, right after the new journal appears,
// mid-upload), resumes each, and finally checks every row is on the service exactly once with the right result.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runUpload } from '../../../src/engine/upload';
import { seededRandom } from '../../../src/sandbox';
import type { ExactlyOnce } from './chaos-kit';
import { checkExactlyOnce, mixedRows } from './chaos-kit';
import { client, sellerRow } from './upload-test-kit';

const here = path.dirname(fileURLToPath(import.meta.url));

export type KillInstant = 'starting' | 'planning' | 'resume-window' | 'uploading';

export interface KillLoopOptions {
  readonly baseUrl: string;
  readonly journalDir: string;
  /** Rows per workbook. */
  readonly rows: number;
  readonly tag: string;
  readonly mode: 'sellers' | 'mixed';
  /** Workbooks uploaded one after the other, each killed `killsPerWorkbook` times and then finished. */
  readonly workbooks: number;
  readonly killsPerWorkbook: number;
  readonly seed: number;
}

export interface KillLoopReport extends ExactlyOnce {
  readonly kills: number;
  /** Kills by the instant aimed at. */
  readonly instants: Readonly<Record<KillInstant, number>>;
  /** Runs that finished before their kill landed. */
  readonly finishedBeforeKill: number;
  /** Rows uploaded over all workbooks, and the final runs' summaries added up. */
  readonly rows: number;
  readonly created: number;
  readonly updated: number;
}

export interface Child {
  readonly tag: string;
  readonly instant: KillInstant;
  /** For `starting`: ms after the spawn. */
  readonly afterMs: number;
  /** For `uploading`: share of this run's rows answered before the kill. */
  readonly share: number;
}

/** Runs one child and kills it at its instant; true when the kill landed before the run finished. */
export function runAndKill(o: KillLoopOptions, c: Child): Promise<boolean> {
  const args = [
    '--import',
    'tsx',
    path.join(here, 'upload-child-process.ts'),
    o.baseUrl,
    o.journalDir,
    String(o.rows),
    c.tag,
    o.mode,
    `/books/${c.tag}.xlsx`,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let buffered = '';
  let killed = false;
  const kill = (): void => {
    if (!killed) child.kill('SIGKILL');
    killed = true;
  };
  if (c.instant === 'starting') setTimeout(kill, c.afterMs);
  child.stdout.on('data', (d: Buffer) => {
    buffered += d.toString();
    if (c.instant === 'planning' && buffered.includes('phase planning')) kill();
    // The new run's journal is written between planning and its first batch: reconciling, or uploading at 0.
    if (c.instant === 'resume-window' && /phase (reconciling|uploading)/.test(buffered)) kill();
    if (c.instant === 'uploading') {
      for (const m of buffered.matchAll(/progress (\d+)\/(\d+)\n/g)) {
        if (Number(m[1]) >= Math.floor(Number(m[2]) * c.share)) kill();
      }
    }
  });
  return new Promise((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal === 'SIGKILL' && !buffered.includes('finished'))),
  );
}

function rowsOf(o: KillLoopOptions, tag: string) {
  return o.mode === 'mixed'
    ? mixedRows(o.rows, tag)
    : Array.from({ length: o.rows }, (_, i) => sellerRow(i + 1, { tag }));
}

export async function killLoop(o: KillLoopOptions): Promise<KillLoopReport> {
  const random = seededRandom(o.seed);
  const instants: Record<KillInstant, number> = { starting: 0, planning: 0, 'resume-window': 0, uploading: 0 };
  // Mid-upload and right after the new journal appears most often: there the most is at stake.
  const order: KillInstant[] = [
    'uploading',
    'uploading',
    'uploading',
    'resume-window',
    'resume-window',
    'planning',
    'starting',
  ];
  const total: { -readonly [K in keyof ExactlyOnce]: number } & {
    kills: number;
    finishedBeforeKill: number;
    rows: number;
    created: number;
    updated: number;
  } = {
    lost: 0,
    duplicates: 0,
    wrongResults: 0,
    kills: 0,
    finishedBeforeKill: 0,
    rows: 0,
    created: 0,
    updated: 0,
  };
  const c = client(o.baseUrl);
  try {
    for (let w = 1; w <= o.workbooks; w++) {
      const tag = `${o.tag}W${w}`;
      let landed = 0;
      // The first kill lands mid-upload so later ones have a journal to resume; then any instant, at random.
      for (let i = 0; landed < o.killsPerWorkbook && i < o.killsPerWorkbook * 3; i++) {
        const instant = i === 0 ? 'uploading' : (order[Math.floor(random() * order.length)] ?? 'uploading');
        const ok = await runAndKill(o, {
          tag,
          instant,
          afterMs: 300 + Math.floor(random() * 1500),
          share: random() * 0.9,
        });
        if (ok) {
          landed += 1;
          instants[instant] += 1;
        } else total.finishedBeforeKill += 1;
      }
      total.kills += landed;
      const rows = rowsOf(o, tag);
      const last = await runUpload({
        client: c,
        rows,
        concurrency: 4,
        journal: { dir: o.journalDir, workbookPath: `/books/${tag}.xlsx` },
      });
      if (!last.ok) throw new Error(last.error.message);
      const check = await checkExactlyOnce(c, rows, last.value.results);
      total.lost += check.lost;
      total.duplicates += check.duplicates;
      total.wrongResults += check.wrongResults;
      total.rows += rows.length;
      total.created += last.value.summary.created;
      total.updated += last.value.summary.updated;
    }
    return { ...total, instants };
  } finally {
    await c.close();
  }
}
