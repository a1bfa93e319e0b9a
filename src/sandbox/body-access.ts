// Typed access to the blocks of a validated write body.
import type { WriteBody } from '../catalog';
import { ERROR_CODES } from '../catalog';
import type { ApiResponse } from './api-response';
import { apiError } from './api-response';
import type { Block } from './sandbox-records';

export function blockOf(body: WriteBody, name: string): Block | undefined {
  const b = body[name];
  return b !== undefined && b !== null && !Array.isArray(b) ? (b as Block) : undefined;
}

export function transferIdOf(body: WriteBody): string | undefined {
  const t = blockOf(body, 'id')?.transfer_id;
  return typeof t === 'string' ? t : undefined;
}

export function transferIdTaken(what: string, transferId: string, officeId: number): ApiResponse {
  return apiError(
    ERROR_CODES.TRANSFER_ID_TAKEN,
    `id.transfer_id: "${transferId}" is already taken by another ${what} in office ${officeId}.`,
  );
}
