// Bulk fixes after an upload: "invalid rows only" reaches the rows the service refused, and every preview names the
// rows already on the portal (the next upload changes them there too); "rows not on the portal" leaves them alone.
import { expect, it } from 'vitest';
import { openListingWorkbook, useServices } from '../support/app-session-kit';

const h = useServices('li-bulk-scope-');
const call = h.call;

/** The listing workbook uploaded with its price fixed: seven created, one refused (six featured, quota five). */
async function uploadedWithOneRefused(): Promise<number> {
  await openListingWorkbook(h);
  await call('setValueMapping', { sheet: 'Ingatlanok', column: 'B', raw: 'ikerház', code: 'house' });
  await call('validate', {});
  await call('editCell', { sheet: 'Ingatlanok', row: 6, index: 4, value: '38 500 000' });
  const run = await call('startUpload', { dryRun: false });
  expect(run).toMatchObject({ created: 7, failed: 1 });
  const page = await call('getRows', { sheet: 'Ingatlanok', offset: 0, limit: 50, filter: 'all' });
  return page.columns.find((c) => c.field === 'property.is_featured')?.index ?? -1;
}

const bulk = (index: number, scope: 'all' | 'invalid' | 'unsent') =>
  call('bulkReplace', { sheet: 'Ingatlanok', index, find: 'igen', replace: 'nem', scope, apply: false });

it('"invalid rows only" includes the row the service refused', async () => {
  const featured = await uploadedWithOneRefused();
  expect(await bulk(featured, 'invalid')).toMatchObject({ changed: 1, onPortal: 0, onPortalRows: [] });
});

it('"all rows" names the rows already on the portal', async () => {
  const featured = await uploadedWithOneRefused();
  const r = await bulk(featured, 'all');
  expect(r.changed).toBe(6);
  expect(r.onPortal).toBe(5);
  expect(r.onPortalRows).toHaveLength(5);
});

it('"rows not on the portal" leaves the created listings alone', async () => {
  const featured = await uploadedWithOneRefused();
  expect(await bulk(featured, 'unsent')).toMatchObject({ changed: 1, onPortal: 0 });
});
