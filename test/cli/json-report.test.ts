// The streamed JSON report prints exactly what JSON.stringify(report, null, 2) would, piece by piece.
import { describe, expect, it } from 'vitest';
import type { Report, ReportRow } from '../../src/cli/row-report';
import { printJsonReport } from '../../src/cli/row-report';

function row(n: number): ReportRow {
  return {
    sheet: 'Eladók',
    row: n + 2,
    status: n % 3 === 0 ? 'invalid' : 'valid',
    ...(n % 4 === 0 ? { id: n, error_code: 7, error_message: 'Nem "jó"\nsor' } : {}),
    // Rows an upload created: a Service ID alone, among them ids no integer (written as JSON.stringify writes them).
    ...(n % 4 === 1 ? { id: [500_000 + n, 1e21, 0.5, -0, Number.NaN][n % 5] } : {}),
    problems: n % 3 === 0 ? [{ field: 'seller.name', column: 'B', message: 'Kötelező' }] : [],
  };
}

function printed(report: Report, perPiece?: number): string {
  const pieces: string[] = [];
  printJsonReport(report, (s) => pieces.push(s), perPiece);
  return `${pieces.join('\n')}`;
}

describe('printJsonReport', () => {
  it.each([0, 1, 2, 7, 1001])('prints %i rows exactly as JSON.stringify does', (count) => {
    const report: Report = {
      summary: { rows: count, invalid: 1, skipped_checks: ['a', 'b'], reference: null },
      rows: Array.from({ length: count }, (_, i) => row(i)),
    };
    expect(printed(report, 3)).toBe(JSON.stringify(report, null, 2));
  });

  it('prints rows with keys in another order and sheet names needing escapes exactly as JSON.stringify does', () => {
    const rows: ReportRow[] = [
      { sheet: 'Az "A" lap\\2', row: 2, status: 'valid', problems: [] },
      { row: 3, sheet: 'B', status: 'valid', problems: [] } as ReportRow,
      { sheet: 'C', row: 4, status: 'created', id: 7, problems: [] },
      { sheet: 'C', row: 5, status: 'created', problems: [], id: 8 } as ReportRow,
      { sheet: 'C', row: 6, id: 9, status: 'created', problems: [] } as ReportRow,
    ];
    const report: Report = { summary: { rows: 3 }, rows };
    expect(printed(report)).toBe(JSON.stringify(report, null, 2));
  });
});
