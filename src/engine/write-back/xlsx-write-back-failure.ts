// Why an xlsx write-back refuses a workbook, as exceptions thrown before the first byte of output is written and
// turned into a write-back error at the top.
import { assertNever, type Lang } from '../../catalog/index';
import type { WriteBackError } from './write-back-types';
import type { WorkbookError } from '../model/workbook-error';

export class WriteBackFailure extends Error {
  constructor(readonly error: WriteBackError) {
    super(error.message);
  }
}

/** No safe columns left for the results in a sheet: refused before anything is written. */
export class NoRoomFailure extends Error {
  constructor(
    readonly sheet: string,
    readonly needed: number,
    readonly free: number,
    readonly lang: Lang,
  ) {
    super(`Sheet "${sheet}" has no room for ${needed} result column${needed === 1 ? '' : 's'}`);
  }
}

/** A reader error (from the shared zip code) as a write-back error. */
export function fromReadError(error: WorkbookError): WriteBackError {
  switch (error.kind) {
    case 'encrypted':
      return { kind: 'unsupported_format', message: error.message, messageHu: error.messageHu };
    case 'empty':
      return { kind: 'corrupt', message: error.message, messageHu: error.messageHu };
    case 'corrupt':
    case 'too_large':
    case 'unsupported_format':
    case 'not_found':
      return { kind: error.kind, message: error.message, messageHu: error.messageHu };
    default:
      return assertNever(error.kind);
  }
}
