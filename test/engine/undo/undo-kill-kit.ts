// Kills undos with SIGKILL at random instants and resumes each; then counts, over every journal of the undos, the
// rows sent and answered more than once (undone twice) and checks the portal against the snapshot before the run.
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiClient } from '../../../src/engine/api';
import { runUndo } from '../../../src/engine/undo';
import type { UndoReport } from '../../../src/engine/undo';
import { seededRandom } from '../../../src/sandbox';
import type { Scenario } from './undo-test-kit';
import { officeRecords } from './undo-test-kit';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface UndoKillReport {
  readonly kills: number;
  readonly finishedBeforeKill: number;
  /** Rows whose undo request was answered as applied in more than one batch, over all the undos' journals. */
  readonly undoneTwice: number;
  /** Records of the snapshot before the run that the portal does not hold as they were (the deleted one excepted). */
  readonly notBack: number;
  readonly final: UndoReport;
}

/**
 * Runs one undo child; kills it once `share` of its requests are answered, or `afterMs` after it starts planning:
 * timed from its first line, not its spawn, so that under load the kill lands in the undo, not in Node's start-up.
 */
function undoAndKill(baseUrl: string, dir: string, runId: string, share: number, afterMs: number): Promise<boolean> {
  const args = ['--import', 'tsx', path.join(here, 'undo-child-process.ts'), baseUrl, dir, runId];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let buffered = '';
  let killed = false;
  const kill = (): void => {
    if (!killed) child.kill('SIGKILL');
    killed = true;
  };
  let timer: NodeJS.Timeout | undefined;
  child.stdout.on('data', (d: Buffer) => {
    buffered += d.toString();
    timer ??= setTimeout(kill, afterMs);
    for (const m of buffered.matchAll(/progress (\d+)\/(\d+)\n/g)) {
      if (Number(m[1]) >= Math.floor(Number(m[2]) * share)) kill();
    }
  });
  return new Promise((resolve) =>
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      resolve(signal === 'SIGKILL' && !buffered.includes('finished'));
    }),
  );
}

/** Answered results per row key over every journal that undoes `runId` (carried copies, batch null, not counted). */
async function appliedPerKey(dir: string, runId: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const name of await fs.readdir(dir)) {
    if (!name.endsWith('.jsonl')) continue;
    const lines = (await fs.readFile(path.join(dir, name), 'utf8')).split('\n').filter((l) => l.trim() !== '');
    const entries = lines.flatMap((l) => {
      try {
        return [JSON.parse(l) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
    if (entries[0]?.['undoes'] !== runId) continue;
    for (const e of entries) {
      if (e['type'] !== 'result' || e['batch'] === null) continue;
      for (const r of e['results'] as { key: string; status: string }[]) {
        if (r.status === 'updated' || r.status === 'deleted') counts.set(r.key, (counts.get(r.key) ?? 0) + 1);
      }
    }
  }
  return counts;
}

export async function undoKillLoop(
  c: ApiClient,
  baseUrl: string,
  dir: string,
  run: Scenario,
  o: { readonly kills: number; readonly seed: number },
): Promise<UndoKillReport> {
  const random = seededRandom(o.seed);
  let kills = 0;
  let finishedBeforeKill = 0;
  for (let i = 0; kills < o.kills && i < o.kills * 3; i++) {
    const landed = await undoAndKill(baseUrl, dir, run.runId, random() * 0.9, 800 + Math.floor(random() * 2500));
    if (landed) kills += 1;
    else finishedBeforeKill += 1;
  }
  const last = await runUndo({ client: c, journalDir: dir, runId: run.runId });
  if (!last.ok) throw new Error(last.error.message);
  const twice = [...(await appliedPerKey(dir, run.runId)).values()].filter((n) => n > 1).length;
  const after = await officeRecords(c);
  const notBack = [...run.before].filter(
    ([key, r]) => key !== `property#${run.deletedId}` && JSON.stringify(after.get(key)) !== JSON.stringify(r),
  ).length;
  return { kills, finishedBeforeKill, undoneTwice: twice, notBack, final: last.value };
}
