// Partial updates: what comparing 10,000 modifies with the service costs before anything is sent (docs/performance.md).
// An export is read back with its results stripped, so every row is a modify; the plan is built, then narrowed
// (current records fetched by ID, each row diffed). The bare whole-office list is the baseline of the same run.
// Run: npx tsx bench/partial-update-bench.ts [--rows 10000] [--rounds 3]
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BatchItem } from '../src/engine/api';
import { createApiClient } from '../src/engine/api';
import { PROPERTY_RECORD_PARTS } from '../src/catalog';
import { runExport } from '../src/engine/export';
import { openImport, prepareImport } from '../src/engine/pipeline';
import type { ReferenceData } from '../src/engine/model/reference-data';
import {
  buildPlan,
  columnHeaders,
  fetchCurrentRecords,
  lookupExisting,
  lookupsNeeded,
  narrowModifies,
} from '../src/engine/upload';
import { DEMO, startSandbox } from '../src/sandbox';
import { propertyBody, sellerBody, sendAll } from '../test/support/export-test-kit';
import { median, option, seconds, workDir } from './bench-kit';

const ROWS = option('rows', 10_000);
const ROUNDS = option('rounds', 3);
const SELLERS = 200;
const OFFICE = DEMO.offices.budapest;

async function main(): Promise<void> {
  const sandbox = await startSandbox({ port: 0, seed: 'empty' });
  const made = createApiClient({ baseUrl: sandbox.baseUrl, user: 'demo', password: 'demo' });
  if (!made.ok) throw new Error(made.error.en);
  const client = made.value;
  const dir = path.join(workDir, 'partial-update');
  await mkdir(dir, { recursive: true });
  try {
    const sellers: BatchItem[] = Array.from({ length: SELLERS }, (_, i) => ({
      method: 'POST',
      uri: `/seller?office_id=${OFFICE}`,
      body: sellerBody(i + 1),
    }));
    await sendAll(client, sellers);
    const properties: BatchItem[] = Array.from({ length: ROWS }, (_, i) => ({
      method: 'POST',
      uri: `/property?office_id=${OFFICE}`,
      body: propertyBody(i + 1, { transfer_id: `EXP-S${1 + (i % SELLERS)}` }),
    }));
    await sendAll(client, properties);
    const regions = await client.listRegions();
    if (!regions.ok) throw new Error(JSON.stringify(regions.error));
    const reference: ReferenceData = {
      regions: regions.value,
      offices: [],
      fetchedAt: new Date().toISOString(),
      source: { baseUrl: sandbox.baseUrl, user: 'demo' },
    };
    const out = path.join(dir, 'export.xlsx');
    await rm(out, { force: true });
    const query = { officeIds: [OFFICE], types: [], status: null, updatedAfter: null, lang: 'hu' } as const;
    const exported = await runExport({ client, reference, out, overwrite: true, query });
    if (!exported.ok) throw new Error(exported.error.message);
    const opened = await openImport(out);
    if (!opened.ok) throw new Error(opened.error.message);
    const prepared = prepareImport(opened.value, opened.value.mapping, { officeId: OFFICE, reference });
    // Without their results every row is a modify by its Service ID: the worst case of an edited export.
    const rows = prepared.sheets.flatMap((s) => s.rows).map((r) => ({ ...r, previous: null }));
    const columns = columnHeaders(opened.value.mapping);

    const bare: number[] = [];
    const plan: number[] = [];
    const narrow: number[] = [];
    const fetchOnly: number[] = [];
    let skipped = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = performance.now();
      const listed = await client.listRecordBodies('property', { office_id: OFFICE, part: PROPERTY_RECORD_PARTS });
      if (!listed.ok || listed.value.length !== ROWS) throw new Error('the bare list request failed');
      bare.push(performance.now() - t0);

      const t1 = performance.now();
      const looked = await lookupExisting(client, lookupsNeeded(rows, { officeId: OFFICE }), { withImages: false });
      if (!looked.ok) throw new Error(JSON.stringify(looked.error));
      const built = buildPlan(rows, looked.value, { officeId: OFFICE });
      plan.push(performance.now() - t1);

      const ids = built.rows.flatMap((p) => (p.action === 'send' && p.request.knownId !== null ? [p.request] : []));
      const wants = {
        seller: ids.filter((r) => r.resource === 'seller').map((r) => ({ id: r.knownId ?? 0, officeId: r.officeId })),
        property: ids
          .filter((r) => r.resource === 'property')
          .map((r) => ({ id: r.knownId ?? 0, officeId: r.officeId })),
        propertyBlocks: new Set(PROPERTY_RECORD_PARTS),
      };
      const tf = performance.now();
      const fetched = await fetchCurrentRecords(client, wants);
      if (!fetched.ok) throw new Error(JSON.stringify(fetched.error));
      fetchOnly.push(performance.now() - tf);

      const t2 = performance.now();
      const narrowed = await narrowModifies(client, rows, built, columns);
      if (!narrowed.ok) throw new Error(JSON.stringify(narrowed.error));
      narrow.push(performance.now() - t2);
      skipped = narrowed.value.counts.skipped;
    }
    const b = median(bare);
    const n = median(narrow);
    console.log(
      `partial updates, ${ROWS.toLocaleString('en')} listings + ${SELLERS} sellers all modifies, median of ${ROUNDS} ` +
        '(sandbox in the same process):',
    );
    console.log(`  bare whole-office list (every block)  ${seconds(b)}`);
    console.log(`  look-ups and plan                     ${seconds(median(plan))}`);
    console.log(`  fetch current records + diff          ${seconds(n)}  (${(n / b).toFixed(1)} × the bare list)`);
    console.log(`    of which fetching the records        ${seconds(median(fetchOnly))}`);
    console.log(`  rows found unchanged (nothing to send) ${skipped.toLocaleString('en')} of ${rows.length}`);
  } finally {
    await client.close();
    await sandbox.close();
  }
}

void main();
