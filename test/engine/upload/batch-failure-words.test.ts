import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../src/engine/api';
import { classifyBatchFailure } from '../../../src/engine/upload';
import { holdStop, unreachableStop } from '../../../src/engine/upload/chunk-sender';
import { expectNoEnglishSentence } from '../../support/no-english-sentence';

// A failed batch reaches the user as the run's stop (Results, the CLI) or as each row's refusal (the result cell).
describe('a failed batch in Hungarian', () => {
  const refused: ApiFailure = { kind: 'network', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:9' };

  it('a service that stopped answering says why in Hungarian, the network code kept', () => {
    const v = classifyBatchFailure(refused);
    if (v.kind !== 'not_sent') throw new Error(v.kind);
    const stop = unreachableStop(v.message);
    expectNoEnglishSentence(stop.messageHu);
    expect(stop.messageHu).toContain('ECONNREFUSED');
    expect(stop.message).toContain('connect ECONNREFUSED 127.0.0.1:9');
  });

  it('refused credentials say so in Hungarian', () => {
    const v = classifyBatchFailure({ kind: 'http', status: 401, error: null });
    if (v.kind !== 'not_sent' || v.hold === null) throw new Error(v.kind);
    expectNoEnglishSentence(holdStop(v.hold, v.message).messageHu);
  });

  it('a batch refused without an error object words each row in Hungarian', () => {
    const v = classifyBatchFailure({ kind: 'unreadable', status: 400, message: 'Unexpected token < in JSON' });
    if (v.kind !== 'refused') throw new Error(v.kind);
    expect(v.said).toBeDefined();
    expectNoEnglishSentence(v.said?.hu ?? '');
    expect(v.said?.en).toContain('Unexpected token');
  });

  it('a 5xx leaves the batch in doubt with a Hungarian reason', () => {
    const v = classifyBatchFailure({ kind: 'http', status: 503, error: null });
    if (v.kind !== 'in_doubt') throw new Error(v.kind);
    expectNoEnglishSentence(v.message.hu);
  });
});
