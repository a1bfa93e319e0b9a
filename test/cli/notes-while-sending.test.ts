// A real upload's plausibility notes are judged once the first batch is answered and the next request written, while
// it is in flight, and the run's end takes them as judged; a run that got no answer, or another plan, judges at the end.
import diagnostics from 'node:diagnostics_channel';
import { describe, expect, it } from 'vitest';
import type { UploadPlan } from '../../src/engine/model/upload-plan';
import type { UploadProgress } from '../../src/engine/upload';
import { notesWhileSending } from '../../src/cli/notes-while-sending';
import type { NotesBefore } from '../../src/cli/plausibility-report';

const plan = { rows: [] } as unknown as UploadPlan;
const progress = (done: number): UploadProgress => ({
  phase: 'uploading',
  total: 180,
  done,
  failed: 0,
  rowsPerSecond: 0,
  etaSeconds: null,
});
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
/** What undici tells as it writes a request's headers to its socket. */
const written = (): void => diagnostics.channel('undici:client:sendHeaders').publish({});

/** What was read before sending, counting how often a judging reads it. */
function counted(): { reading: Promise<NotesBefore>; judged: () => number } {
  let reads = 0;
  const before: NotesBefore = {
    get office() {
      reads++;
      return { listings: [], note: null };
    },
    checked: new Map(),
  };
  return { reading: Promise.resolve(before), judged: () => reads };
}

const accepted = { kinds: [], rows: [] };
const args = { rows: [], client: null, officeId: 1, accepted, checkImages: false, progress: false };

describe('notes judged while sending', () => {
  it('are judged after the first answer, before the run ends, and not again at its end', async () => {
    const { reading, judged } = counted();
    const n = notesWhileSending(args, reading);
    n.onPlanned(plan);
    n.onProgress(progress(0));
    await turn();
    await turn();
    expect(judged()).toBe(0);
    n.onProgress(progress(90));
    written();
    n.onProgress(progress(180));
    await turn();
    await turn();
    expect(judged()).toBe(1);
    const notes = await n.notes(plan);
    expect(notes.summary).toEqual({});
    expect(judged()).toBe(1);
  });

  it('wait after the first answer until the next request is written', async () => {
    const { reading, judged } = counted();
    const n = notesWhileSending(args, reading);
    n.onPlanned(plan);
    n.onProgress(progress(90));
    await turn();
    await turn();
    expect(judged()).toBe(0);
    written();
    await turn();
    expect(judged()).toBe(1);
  });

  it('are judged at the end of a run whose first answer no request followed', async () => {
    const { reading, judged } = counted();
    const n = notesWhileSending(args, reading);
    n.onPlanned(plan);
    n.onProgress(progress(90));
    await turn();
    expect(judged()).toBe(0);
    await n.notes(plan);
    expect(judged()).toBe(1);
  });

  it('are judged at the end of a run that got no answer, or by another plan than the one given', async () => {
    const { reading, judged } = counted();
    const n = notesWhileSending(args, reading);
    await n.notes(plan);
    expect(judged()).toBe(1);
    n.onPlanned(plan);
    n.onProgress(progress(90));
    await n.notes({ rows: [] } as unknown as UploadPlan);
    await turn();
    await turn();
    // Once at the end, once while sending (its plan), once by the other plan.
    expect(judged()).toBe(3);
  });
});
