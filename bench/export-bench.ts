// Export speed: `runExport` of 10,000 listings from the sandbox next to the bare list requests it is built on.
// Run: npx tsx bench/export-bench.ts [--rows 10000] [--rounds 3]
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BatchItem } from '../src/engine/api';
import { createApiClient } from '../src/engine/api';
import { PROPERTY_RECORD_PARTS, SELLER_RECORD_PARTS } from '../src/catalog';
import { runExport } from '../src/engine/export';
import type { ExportProgress } from '../src/engine/export';
import type { ReferenceData } from '../src/engine/model/reference-data';
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
  const dir = path.join(workDir, 'export');
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

    const bare: number[] = [];
    const whole: number[] = [];
    const phases: Record<ExportProgress['phase'], number[]> = { listing: [], writing: [], sealing: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = performance.now();
      const s = await client.listRecordBodies('seller', { office_id: OFFICE, part: SELLER_RECORD_PARTS });
      const p = await client.listRecordBodies('property', { office_id: OFFICE, part: PROPERTY_RECORD_PARTS });
      if (!s.ok || !p.ok || p.value.length !== ROWS) throw new Error('the bare list requests failed');
      bare.push(performance.now() - t0);

      const out = path.join(dir, `export-${round}.xlsx`);
      await rm(out, { force: true });
      const marks: { phase: ExportProgress['phase']; at: number }[] = [];
      const t1 = performance.now();
      const result = await runExport({
        client,
        reference,
        out,
        overwrite: true,
        query: { officeIds: [OFFICE], types: [], status: null, updatedAfter: null, lang: 'hu' },
        onProgress: (e) => {
          if (marks[marks.length - 1]?.phase !== e.phase) marks.push({ phase: e.phase, at: performance.now() });
        },
      });
      const end = performance.now();
      if (!result.ok || result.value.properties !== ROWS) throw new Error(`export failed: ${JSON.stringify(result)}`);
      whole.push(end - t1);
      marks.forEach((m, i) => phases[m.phase].push((marks[i + 1]?.at ?? end) - (i === 0 ? t1 : m.at)));
    }
    console.log(
      `export of ${ROWS.toLocaleString('en')} listings + ${SELLERS} sellers, median of ${ROUNDS} ` +
        '(sandbox in the same process):',
    );
    console.log(`  bare list requests (GET /seller + GET /property, same parts) ${seconds(median(bare))}`);
    console.log(
      `  export command engine (runExport, to a finished workbook)    ${seconds(median(whole))}` +
        `  = ${(median(whole) / median(bare)).toFixed(1)} × the list requests`,
    );
    console.log(
      `    listing ${seconds(median(phases.listing))}, writing rows ${seconds(median(phases.writing))}, ` +
        `reading back + fingerprints ${seconds(median(phases.sealing))}`,
    );
  } finally {
    await client.close();
    await sandbox.close();
  }
}

await main();
