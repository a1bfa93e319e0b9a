import { describe, expect, it } from 'vitest';
import { classifyBatchFailure, classifyItem } from '../../../src/engine/upload';

describe('answer classifier', () => {
  it('a connection refused, a name not found, a connect timeout or a held-back request was never sent', () => {
    expect(
      classifyBatchFailure({ kind: 'network', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }),
    ).toMatchObject({ kind: 'not_sent', hold: null });
    expect(classifyBatchFailure({ kind: 'network', code: 'ENOTFOUND', message: 'x' })).toMatchObject({
      kind: 'not_sent',
    });
    expect(classifyBatchFailure({ kind: 'timeout', phase: 'connect', message: 'x' })).toMatchObject({
      kind: 'not_sent',
    });
    expect(classifyBatchFailure({ kind: 'held_back', message: 'no room', messageHu: 'nincs hely' })).toMatchObject({
      kind: 'not_sent',
      hold: 'fault_budget',
    });
  });

  it('a connection cut after sending, a headers timeout, a garbled 207 or a 5xx other than error 50 leave the request in doubt', () => {
    expect(
      classifyBatchFailure({ kind: 'network', code: 'UND_ERR_SOCKET', message: 'other side closed' }),
    ).toMatchObject({ kind: 'in_doubt' });
    expect(classifyBatchFailure({ kind: 'network', code: 'ECONNRESET', message: 'reset' })).toMatchObject({
      kind: 'in_doubt',
    });
    expect(classifyBatchFailure({ kind: 'timeout', phase: 'headers', message: 'x' })).toMatchObject({
      kind: 'in_doubt',
    });
    expect(classifyBatchFailure({ kind: 'unreadable', status: 207, message: 'cut' })).toMatchObject({
      kind: 'in_doubt',
    });
    expect(classifyBatchFailure({ kind: 'http', status: 502, error: null })).toMatchObject({ kind: 'in_doubt' });
    expect(classifyItem({ status: 500, body: {} })).toMatchObject({ kind: 'in_doubt' });
  });

  it('error 50 was not applied; error 12 and refused credentials hold everything back; a 4xx refuses the row', () => {
    expect(classifyItem({ status: 500, body: { error_code: 50, error_description: 'x' } })).toMatchObject({
      kind: 'not_sent',
      hold: null,
    });
    expect(
      classifyBatchFailure({ kind: 'http', status: 500, error: { error_code: 50, error_description: 'x' } }),
    ).toMatchObject({ kind: 'not_sent' });
    expect(classifyItem({ status: 429, body: { error_code: 12, error_description: 'x' } })).toMatchObject({
      kind: 'not_sent',
      hold: 'rate_limited',
    });
    expect(
      classifyBatchFailure({ kind: 'http', status: 401, error: { error_code: 10, error_description: 'x' } }),
    ).toMatchObject({ kind: 'not_sent', hold: 'credentials' });
    expect(classifyItem({ status: 409, body: { error_code: 24, error_description: 'taken' } })).toEqual({
      kind: 'refused',
      errorCode: 24,
      message: 'taken',
    });
    expect(
      classifyBatchFailure({ kind: 'http', status: 400, error: { error_code: 31, error_description: 'too many' } }),
    ).toMatchObject({ kind: 'refused', errorCode: 31 });
  });

  it('a 2xx is applied, with the ID its body names', () => {
    expect(classifyItem({ status: 201, body: { seller: { id: 500010 } } })).toEqual({
      kind: 'applied',
      serviceId: 500010,
    });
    expect(classifyItem({ status: 201, body: { images: [{ id: 900001 }] } })).toEqual({
      kind: 'applied',
      serviceId: 900001,
    });
  });
});
