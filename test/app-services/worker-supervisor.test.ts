// How the host restarts a services worker that dies, with workers stood in for by scripted ends (no thread): what is
// replayed and in which order, what a failed or fatal replay leaves, and when it stops starting workers.
import { expect, it } from 'vitest';
import type { HostCapabilities } from '../../src/app-services/host-capabilities';
import type { HostEnd } from '../../src/app-services/worker-client';
import { connectAppServices } from '../../src/app-services/worker-client';
import type { HostToWorker, WorkerToHost } from '../../src/app-services/worker-protocol';
import type { EngineRestartedEvent, Outcome } from '../../src/shared/contract';
import type { MethodName } from '../../src/shared/contract-methods';

type Answer = (method: MethodName, args: unknown, worker: FakeWorker) => Outcome<unknown> | 'hang';

interface FakeWorker extends HostEnd {
  readonly requests: string[];
  die(): void;
}

const ok: Outcome<unknown> = { ok: true, value: null };

/** A worker that is ready at once and answers each request as `answer` says, or never ('hang'). */
function fakeWorker(answer: Answer): FakeWorker {
  let listener: (m: WorkerToHost) => void = () => undefined;
  const exits: ((code: number) => void)[] = [];
  let dead = false;
  const worker: FakeWorker = {
    requests: [],
    post(m: HostToWorker) {
      if (dead) return;
      if (m.type === 'init') queueMicrotask(() => listener({ type: 'ready' }));
      if (m.type === 'close') queueMicrotask(() => listener({ type: 'closed' }));
      if (m.type !== 'request') return;
      worker.requests.push(m.method);
      const outcome = answer(m.method, m.args, worker);
      if (outcome !== 'hang') queueMicrotask(() => listener({ type: 'response', id: m.id, outcome }));
    },
    onMessage(l) {
      listener = l;
    },
    onExit(l) {
      exits.push(l);
    },
    async terminate() {
      worker.die();
    },
    die() {
      if (dead) return;
      dead = true;
      for (const l of exits) l(1);
    },
  };
  return worker;
}

function recordingHost(events: EngineRestartedEvent[]): HostCapabilities {
  return {
    mode: 'browser',
    locale: 'en-GB',
    secretBox: {
      description: { en: '', hu: '' },
      encrypt: async (p) => p,
      decrypt: async (s) => s,
    },
    chooseWorkbook: async () => null,
    offerFile: async () => null,
    openPath: async () => false,
    uploadedFile: () => null,
    emit: (name, payload) => {
      if (name === 'engineRestarted') events.push(payload as EngineRestartedEvent);
    },
  };
}

const INIT = {
  dataDir: '/nowhere',
  version: 'test',
  mode: 'browser' as const,
  locale: 'en-GB',
  secretDescription: { en: '', hu: '' },
};

/** A client whose workers answer as `answer` says; `workers` lists every one started, the running one last. */
async function supervised(answer: Answer) {
  const workers: FakeWorker[] = [];
  const events: EngineRestartedEvent[] = [];
  const client = await connectAppServices(
    () => {
      const w = fakeWorker(answer);
      workers.push(w);
      return w;
    },
    recordingHost(events),
    INIT,
  );
  const current = (): FakeWorker => workers[workers.length - 1] as FakeWorker;
  return { client, workers, events, current };
}

async function shapeSession(client: Awaited<ReturnType<typeof supervised>>['client']): Promise<void> {
  await client.call('setLanguage', { language: 'hu', remember: false });
  await client.call('connect', { profileId: 'sandbox', officeId: 1 });
  await client.call('openWorkbook', { file: { kind: 'path', path: '/a.xlsx' } });
  await client.call('configureSheets', { sheets: [] });
  await client.call('setColumnMapping', { columns: [] });
  await client.call('setValueMapping', {});
  await client.call('validate', {});
  await client.call('editCells', {});
}

it('replays the language, connection, workbook and its choices in order, not validation or edits', async () => {
  const { client, workers, events, current } = await supervised((m) => (m === 'getAppInfo' ? 'hang' : ok));
  await shapeSession(client);
  const lost = client.call('getAppInfo', {});
  await Promise.resolve();
  current().die();
  expect(await lost).toMatchObject({ ok: false, error: { code: 'engine_restarted' } });
  expect(workers).toHaveLength(2);
  expect(current().requests).toEqual([
    'setLanguage',
    'connect',
    'openWorkbook',
    'configureSheets',
    'setColumnMapping',
    'setValueMapping',
  ]);
  expect(events).toEqual([{ restored: 'workbook', message: expect.stringMatching(/^Az importáló motor/) as string }]);
});

it('says what could not be reopened when the replayed workbook fails to open, and forgets it', async () => {
  let opens = 0;
  const { client, events, current } = await supervised((m) =>
    m === 'openWorkbook' && ++opens > 1 ? { ok: false, error: { code: 'not_found', message: 'a.xlsx is gone' } } : ok,
  );
  await shapeSession(client);
  current().die();
  expect(await client.call('getAppInfo', {})).toEqual(ok);
  expect(events.at(-1)?.restored).toBe('connection');
  expect(events.at(-1)?.message).toContain('a.xlsx is gone');

  current().die();
  await client.call('getAppInfo', {});
  expect(current().requests.slice(0, 2)).toEqual(['setLanguage', 'connect']);
  expect(current().requests).not.toContain('openWorkbook');
});

it('does not replay the session again into a worker after one died during the replay', async () => {
  let started = 0;
  const { client, workers, current } = await supervised((m, _a, w) => {
    if (m === 'openWorkbook' && started++ === 1) {
      queueMicrotask(() => w.die());
      return 'hang';
    }
    return ok;
  });
  await shapeSession(client);
  current().die();
  expect(await client.call('getAppInfo', {})).toEqual(ok);
  expect(workers).toHaveLength(3);
  expect(current().requests).toEqual(['setLanguage', 'getAppInfo']);
});

it('stops starting workers once they died more than three times within a minute, and says to restart the app', async () => {
  const { client, workers, current } = await supervised(() => ok);
  for (let i = 0; i < 4; i++) {
    current().die();
    await client.call('getAppInfo', {});
  }
  expect(workers).toHaveLength(4);
  expect(await client.call('getAppInfo', {})).toMatchObject({
    ok: false,
    error: { code: 'internal', message: expect.stringMatching(/restart the app/) as string },
  });
});

it('replays the warnings accepted after the choices, so a restarted worker keeps them for the upload', async () => {
  const { client, current } = await supervised(() => ok);
  await shapeSession(client);
  await client.call('acceptWarnings', { rows: ['Ingatlanok!10#scale-slip'], kinds: [] });
  await client.call('acceptWarnings', { rows: [], kinds: ['rooms-vs-area'] });
  current().die();
  await client.call('getAppInfo', {});
  expect(current().requests.slice(-3)).toEqual(['acceptWarnings', 'acceptWarnings', 'getAppInfo']);
});
