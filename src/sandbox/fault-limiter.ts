// Counts faulty requests (error types 1 and 2) per IP address over a rolling hour; past the limit, error 12.
import { FAULTY_CODES } from '../catalog';
import type { ApiResponse } from './api-response';
import { isErrorBody } from './api-response';

const HOUR_MS = 60 * 60 * 1000;

export class FaultLimiter {
  private readonly faults = new Map<string, number[]>();

  constructor(private readonly limit: number) {}

  private recent(ip: string, now: number): number[] {
    const list = this.faults.get(ip) ?? [];
    let drop = 0;
    while (drop < list.length && (list[drop] ?? 0) <= now - HOUR_MS) drop += 1;
    if (drop > 0) list.splice(0, drop);
    if (list.length === 0) this.faults.delete(ip);
    return list;
  }

  /** True once the address has used up its faulty requests for the rolling hour. */
  blocked(ip: string, now: number): boolean {
    return this.recent(ip, now).length >= this.limit;
  }

  /** Counts the response against the address when it is a faulty one. */
  record(ip: string, now: number, response: ApiResponse): void {
    if (!isErrorBody(response.body) || !FAULTY_CODES.has(response.body.error_code)) return;
    const list = this.recent(ip, now);
    list.push(now);
    this.faults.set(ip, list);
  }
}
