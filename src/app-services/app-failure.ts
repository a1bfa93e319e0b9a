// A typed failure thrown inside the services and turned into `{ok:false, error}` at the contract boundary.
import type { AppError } from '../shared/contract';

export class AppFailure extends Error {
  constructor(readonly code: AppError['code'], message: string) {
    super(message);
  }
}

export function fail(code: AppError['code'], message: string): never {
  throw new AppFailure(code, message);
}
