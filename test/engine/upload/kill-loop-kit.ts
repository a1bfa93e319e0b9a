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
  readonly rows: number;
  readonly tag: string;
  readonly mode: 'sellers' | 'mixed';
  readonly kills: number;
  readonly seed: number;
}

export interface KillLoopReport extends ExactlyOnce {
  readonly kills: number;
  /** Kills by the instant aimed at. */
  readonly instants: Readonly<Record<KillInstant, number>>;
  /** Runs that finished before the kill landed. */
  readonly finishedBeforeKill: number;
  readonly summary: unknown;
}

/** Runs one child and kills it once `instant` is reached (or `afterMs` have passed, for `starting`). */
function runAndKill(o: KillLoopOptions, instant: KillInstant, afterMs: number, progressAt: number): Promise<boolean> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'upload-child-process.ts'), o.baseUrl, o.journalDir, String(o.rows), o.tag, o.mode, `/books/${o.tag}.xlsx`], { stdio: ['ignore', 'pipe', 'inherit'] });
  let buffered = '';
  let killed = false;
  const kill = (): void => {
    if (!killed) child.kill('SIGKILL');
    killed = true;
  };
  if (instant === 'starting') setTimeout(kill, afterMs);
  child.stdout.on('data', (d: Buffer) => {
    buffered += d.toString();
    if (instant === 'planning' && buffered.includes('phase planning')) kill();
    // The new run's journal is written between planning and its first batch: reconciling, or uploading at 0.
    if (instant === 'resume-window' && /phase (reconciling|uploading)/.test(buffered)) kill();
    if (instant === 'uploading') {
      const done = [...buffered.matchAll(/progress (\d+)\n/g)].map((m) => Number(m[1]));
      if (Math.max(0, ...done) >= progressAt) kill();
    }
  });
  return new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal === 'SIGKILL' && !buffered.includes('finished'))));
}

export async function killLoop(o: KillLoopOptions): Promise<KillLoopReport> {
  const random = seededRandom(o.seed);
  const instants: Record<KillInstant, number> = { starting: 0, planning: 0, 'resume-window': 0, uploading: 0 };
  // Mid-upload and right after the new journal appears most often: there the most is at stake.
  const order: KillInstant[] = ['uploading', 'uploading', 'uploading', 'resume-window', 'resume-window', 'planning', 'starting'];
  let kills = 0;
  let finishedBeforeKill = 0;
  // Until `kills` kills have landed (a run may finish before its kill does), within bounds.
  for (let i = 0; kills < o.kills && i < o.kills * 3; i++) {
    // The first kill lands mid-upload so later ones have a journal to resume; then every instant in turn, at random.
    const instant = i === 0 ? 'uploading' : order[Math.floor(random() * order.length)] ?? 'uploading';
    const landed = await runAndKill(o, instant, 300 + Math.floor(random() * 1500), Math.floor(random() * o.rows * 0.8));
    if (landed) {
      kills += 1;
      instants[instant] += 1;
    } else finishedBeforeKill += 1;
  }
  const rows = o.mode === 'mixed' ? mixedRows(o.rows, o.tag) : Array.from({ length: o.rows }, (_, i) => sellerRow(i + 1, { tag: o.tag }));
  const c = client(o.baseUrl);
  try {
    const last = await runUpload({ client: c, rows, concurrency: 4, journal: { dir: o.journalDir, workbookPath: `/books/${o.tag}.xlsx` } });
    if (!last.ok) throw new Error(last.error.message);
    const check = await checkExactlyOnce(c, rows, last.value.results);
    return { ...check, kills, instants, finishedBeforeKill, summary: last.value.summary };
  } finally {
    await c.close();
  }
}
