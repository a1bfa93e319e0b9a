// The sandbox: a faithful local implementation of the listing API, for rehearsal, the app's default connection and
// tests.
export { startSandbox } from './sandbox-server';
export type { RunningSandbox, SandboxOptions } from './sandbox-server';
export { DEMO, SEED_TIME } from './demo-seed';
export type { SeedKind } from './demo-seed';
export { BASE_PATH } from './endpoint-dispatch';
export { RECREATE_WINDOW_MS } from './request-context';
export { httpStatusOf } from './api-response';
export { SETTLEMENTS } from './hungarian-settlements';
export { CHAOS_FAULTS, createChaos, seededRandom } from './chaos';
export type { Chaos, ChaosFault, ChaosOptions } from './chaos';
