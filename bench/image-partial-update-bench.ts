// Partial updates of images: what comparing 10,000 image modifies with the service costs before anything is sent.
// An export with images is read back with its results stripped, so every image row is a modify; the plan is built,
// then narrowed (owners' images fetched by ID, each item diffed). The bare whole-office list of the images is the
// baseline of the same run. Run: npx tsx bench/image-partial-update-bench.ts [--listings 2000] [--rounds 3]
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BatchItem } from '../src/engine/api';
import { createApiClient } from '../src/engine/api';
import { runExport } from '../src/engine/export';
import { openImport, prepareImport } from '../src/engine/pipeline';
import type { ReferenceData } from '../src/engine/model/reference-data';
import { buildPlan, columnHeaders, lookupExisting, lookupsNeeded, narrowModifies } from '../src/engine/upload';
import { DEMO, startSandbox } from '../src/sandbox';
import { propertyBody, sellerBody, sendAll } from '../test/support/export-test-kit';
import { median, option, seconds, workDir } from './bench-kit';

const LISTINGS = option('listings', 2000);
const IMAGES_EACH = 5;
const ROUNDS = option('rounds', 3);
const OFFICE = DEMO.offices.budapest;

function images(n: number, ownerId: number): BatchItem {
  const items = Array.from({ length: IMAGES_EACH }, (_, i) => ({
    id: { transfer_id: `K${n}-${i + 1}` },
    image: { url: `https://kepek.example.hu/${n}/${i + 1}.jpg`, long_title: `Kép ${i + 1}`, order: i + 1 },
  }));
  return { method: 'POST', uri: `/property/image?id=${ownerId}`, body: { images: items } };
}

async function main(): Promise<void> {
  const sandbox = await startSandbox({ port: 0, seed: 'empty' });
  const made = createApiClient({ baseUrl: sandbox.baseUrl, user: 'demo', password: 'demo' });
  if (!made.ok) throw new Error(made.error.en);
  const client = made.value;
  const dir = path.join(workDir, 'image-partial-update');
  await mkdir(dir, { recursive: true });
  try {
    await sendAll(client, [{ method: 'POST', uri: `/seller?office_id=${OFFICE}`, body: sellerBody(1) }]);
    const properties: BatchItem[] = Array.from({ length: LISTINGS }, (_, i) => ({
      method: 'POST',
      uri: `/property?office_id=${OFFICE}`,
      body: propertyBody(i + 1, { transfer_id: 'EXP-S1' }),
    }));
    const ids = await sendAll(client, properties);
    await sendAll(
      client,
      ids.map((id, i) => images(i + 1, id)),
    );
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
    const exported = await runExport({ client, reference, out, overwrite: true, query, images: true });
    if (!exported.ok) throw new Error(exported.error.message);
    const opened = await openImport(out);
    if (!opened.ok) throw new Error(opened.error.message);
    const prepared = prepareImport(opened.value, opened.value.mapping, { officeId: OFFICE, reference });
    // Image rows only, without their results: every one is a modify of an image by its reference.
    const rows = prepared.sheets
      .flatMap((s) => s.rows)
      .filter((r) => r.role === 'property_images')
      .map((r) => ({ ...r, previous: null }));
    const columns = columnHeaders(opened.value.mapping);

    const bare: number[] = [];
    const plan: number[] = [];
    const narrow: number[] = [];
    let skipped = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = performance.now();
      const part = ['id', 'images.id', 'images.image'];
      const listed = await client.listRecordBodies('property', { office_id: OFFICE, part });
      if (!listed.ok || listed.value.length !== LISTINGS) throw new Error('the bare list request failed');
      bare.push(performance.now() - t0);

      const t1 = performance.now();
      const need = lookupsNeeded(rows, { officeId: OFFICE });
      const looked = await lookupExisting(client, need, { withImages: true });
      if (!looked.ok) throw new Error(JSON.stringify(looked.error));
      const built = buildPlan(rows, looked.value, { officeId: OFFICE });
      plan.push(performance.now() - t1);

      const t2 = performance.now();
      const narrowed = await narrowModifies(client, rows, built, columns);
      if (!narrowed.ok) throw new Error(JSON.stringify(narrowed.error));
      narrow.push(performance.now() - t2);
      skipped = narrowed.value.counts.skipped;
    }
    const b = median(bare);
    const n = median(narrow);
    console.log(
      `image partial updates, ${rows.length.toLocaleString('en')} image rows of ${LISTINGS.toLocaleString('en')} ` +
        `listings, all modifies, median of ${ROUNDS} (sandbox in the same process):`,
    );
    console.log(`  bare whole-office list of the images  ${seconds(b)}`);
    console.log(`  look-ups and plan                     ${seconds(median(plan))}`);
    console.log(`  fetch owners' images + diff           ${seconds(n)}  (${(n / b).toFixed(1)} × the bare list)`);
    console.log(`  rows found unchanged (nothing to send) ${skipped.toLocaleString('en')} of ${rows.length}`);
  } finally {
    await client.close();
    await sandbox.close();
  }
}

void main();
