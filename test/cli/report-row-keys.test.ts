// `reportRow` makes the common rows (no error) as one literal each: every combination of status, problems, Service
// ID, error code and message gives the same keys in the same order, with the same values, as the spreads made before.
import { describe, expect, it } from 'vitest';
import { reportRow } from '../../src/cli/row-report';
import type { PreparedRow } from '../../src/engine/model/prepared-row';
import type { RowResult, RowStatus } from '../../src/engine/model/row-result';

/** The row as `reportRow` made it before, by spreads. */
function before(row: PreparedRow, result: RowResult | null, status: string): unknown {
  const problems = row.problems.map((p) => ({ field: p.field, column: p.column, message: p.message }));
  return {
    sheet: row.sheet,
    row: row.row,
    status,
    ...(result?.serviceId !== undefined ? { id: result.serviceId } : {}),
    ...(result?.errorCode !== undefined ? { error_code: result.errorCode } : {}),
    ...(result?.errorMessage !== undefined && (status !== 'invalid' || problems.length === 0)
      ? { error_message: result.errorMessage }
      : {}),
    problems,
  };
}

describe('a report row', () => {
  it('has the keys, their order and values it had with the spreads', () => {
    const problem = { field: 'price', column: 'C', message: 'Price missing' };
    const statuses: RowStatus[] = ['created', 'updated', 'invalid', 'failed', 'skipped'];
    let seen = 0;
    for (const problems of [[], [problem]])
      for (const status of statuses)
        for (const serviceId of [undefined, 0, 512])
          for (const errorCode of [undefined, 422])
            for (const errorMessage of [undefined, '', 'bad']) {
              const row = { sheet: 'Eladók', row: 7, problems } as unknown as PreparedRow;
              const result: RowResult = {
                row: 7,
                status,
                ...(serviceId !== undefined ? { serviceId } : {}),
                ...(errorCode !== undefined ? { errorCode } : {}),
                ...(errorMessage !== undefined ? { errorMessage } : {}),
              };
              const made = reportRow(row, result);
              expect(JSON.stringify(made, null, 2)).toBe(JSON.stringify(before(row, result, made.status), null, 2));
              seen++;
            }
    for (const problems of [[], [problem]]) {
      const row = { sheet: 'Eladók', row: 7, problems } as unknown as PreparedRow;
      const made = reportRow(row, null);
      expect(made.status).toBe(problems.length > 0 ? 'invalid' : 'valid');
      expect(JSON.stringify(made)).toBe(JSON.stringify(before(row, null, made.status)));
    }
    expect(seen).toBe(180);
  });
});
