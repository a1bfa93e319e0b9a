// The office's records for the lookalike check asked from the mapped cells, before the rows are prepared, and written
// before the preparation runs.
import diagnostics from 'node:diagnostics_channel';
import { describe, expect, it } from 'vitest';
import { IMPORT_ACTION_FIELD, ok } from '../../../src/catalog';
import { RESULT_HEADERS } from '../../../src/engine/model/result-headers';
import type { ApiClient } from '../../../src/engine/api';
import { createApiClient } from '../../../src/engine/api';
import { startSandbox } from '../../../src/sandbox';
import type { CellValue } from '../../../src/engine/model/cell-value';
import type { SheetTable } from '../../../src/engine/model/sheet-table';
import type { ColumnMapping, SheetMapping } from '../../../src/engine/model/workbook-mapping';
import { askBeforePreparing } from '../../../src/engine/upload';

const OFFICE = 7;

/** A client that counts the list requests. */
function counting(): ApiClient & { asked: string[] } {
  const c = { asked: [] as string[] } as ApiClient & { asked: string[] };
  c.listRecordBodies = (resource, query) => {
    c.asked.push(`${resource}|${String(query.office_id)}`);
    return Promise.resolve(ok([]));
  };
  return c;
}

const column = (index: number, field: string | null, header: string): ColumnMapping => ({
  index,
  column: String.fromCharCode(65 + index),
  header,
  field,
  confidence: 1,
  source: 'user',
});

/** A sellers sheet of name, phone and reference columns (and `extra`), with these rows' cells. */
function sellers(rows: readonly (readonly CellValue[])[], extra: readonly ColumnMapping[] = []) {
  const columns = [column(0, 'seller.name', 'Név'), column(1, 'seller.phone', 'Telefon')];
  columns.push(column(2, 'id.transfer_id', 'Hivatkozás'), ...extra);
  const sheet: SheetMapping = { sheet: 'Eladók', role: 'sellers', headerRow: 1, columns };
  const table: SheetTable = {
    sheet: 'Eladók',
    headerRow: 1,
    columns: columns.map((c) => ({ index: c.index, letter: c.column, header: c.header, hidden: false })),
    rows: rows.map((cells, i) => ({ number: i + 2, hidden: false, cells })),
    warnings: [],
  };
  return { mapping: { sheets: [sheet] }, tables: [table] };
}

/** The lookalike lists asked for `read` (none of the look-up's: no sheet gives over 1,000 references). */
async function listsAsked(client: ApiClient, read: ReturnType<typeof sellers>, office: number | null) {
  const asked = await askBeforePreparing(client, read, office);
  expect(asked.existingAhead.size).toBe(0);
  return asked.recordsAhead;
}

describe('records asked before the rows are prepared', () => {
  it('asks for the office sellers once when a row has no reference', async () => {
    const client = counting();
    const read = sellers([
      ['Kovács Anna', '+36 30 555 0001', 'S-1'],
      ['Tóth Béla', '+36 30 555 0002', '  '],
    ]);
    const ahead = await listsAsked(client, read, OFFICE);
    expect([...ahead.keys()]).toEqual([`seller|${OFFICE}`]);
    expect(client.asked).toEqual([`seller|${OFFICE}`]);
    expect((await ahead.get(`seller|${OFFICE}`))?.ok).toBe(true);
  });

  it('asks nothing when every row has a reference', async () => {
    const client = counting();
    const read = sellers([['Kovács Anna', '+36 30 555 0001', 'S-1']]);
    expect((await listsAsked(client, read, OFFICE)).size).toBe(0);
    expect(client.asked).toEqual([]);
  });

  it('asks nothing for rows with an import action or an earlier Service ID', async () => {
    const client = counting();
    const extra = [column(3, IMPORT_ACTION_FIELD, 'Művelet'), column(4, null, RESULT_HEADERS.serviceId)];
    const read = sellers(
      [
        ['Kovács Anna', '+36 30 555 0001', null, 'delete', null],
        ['Tóth Béla', '1', null, null, 9],
      ],
      extra,
    );
    expect((await listsAsked(client, read, OFFICE)).size).toBe(0);
    expect(client.asked).toEqual([]);
  });

  it('asks nothing without the run office', async () => {
    const client = counting();
    const read = sellers([['Tóth Béla', '+36 30 555 0002', null]]);
    expect((await listsAsked(client, read, null)).size).toBe(0);
    expect(client.asked).toEqual([]);
  });

  it('has written the list request by the time it is done, on a connection used before', async () => {
    const sandbox = await startSandbox({ port: 0, seed: 'demo' });
    const made = createApiClient({ baseUrl: sandbox.baseUrl, user: 'demo', password: 'demo' });
    if (!made.ok) throw new Error(made.error.en);
    const client = made.value;
    const written: string[] = [];
    const onWritten = (m: unknown): void => {
      written.push((m as { request: { path: string } }).request.path);
    };
    try {
      // The reference data's request, answered: its connection is idle, as the early lists find it.
      expect((await client.listOffices()).ok).toBe(true);
      await new Promise((resolve) => setImmediate(resolve));
      diagnostics.subscribe('undici:client:sendHeaders', onWritten);
      const ahead = await listsAsked(client, sellers([['Tóth Béla', '+36 30 555 0002', null]]), 1);
      // Written before the caller goes on to prepare the rows (a long synchronous step), not after it.
      expect(written.filter((p) => p.includes('/seller?'))).toHaveLength(1);
      expect((await ahead.get('seller|1'))?.ok).toBe(true);
    } finally {
      diagnostics.unsubscribe('undici:client:sendHeaders', onWritten);
      await client.close();
      await sandbox.close();
    }
  });
});
