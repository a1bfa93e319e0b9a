// Baseline process: POSTs creates to /batch, 100 per request, 4 in flight (or BATCH per request, IN_FLIGHT at a time:
// 90 and 1 is the rule the product's fault budget sets), and nothing else (no reading, no planning, no journal).
// Either N seller creates made here, or the batch items of ITEMS_FILE (a JSON array of {method, uri, body}, made
// before timing: bench/listing-upload-kit.ts writes the listings' items exactly as the product sends them).
// Usage: node bench/baselines/batch-poster.mjs BASE_URL (N OFFICE_ID | --items ITEMS_FILE) [BATCH IN_FLIGHT]
import { readFileSync } from 'node:fs';
import { Pool } from 'undici';

const [baseUrl, countText, officeText, batchText = '100', inFlightText = '4'] = process.argv.slice(2);
const batch = Number(batchText);
const inFlight = Number(inFlightText);
const url = new URL(baseUrl);
const pool = new Pool(url.origin, { connections: inFlight });
const auth = `Basic ${Buffer.from('demo:demo').toString('base64')}`;
const seller = (n) => ({
  method: 'POST',
  uri: `/seller?office_id=${officeText}`,
  body: {
    seller: { name: `Eladó ${n}`, phone: `+36 1 555 ${String(n).padStart(4, '0')}`, email: `s${n}@example.hu` },
  },
});
const items =
  countText === '--items'
    ? JSON.parse(readFileSync(officeText, 'utf8'))
    : Array.from({ length: Number(countText) }, (_, i) => seller(i + 1));
const count = items.length;
const chunks = [];
for (let i = 0; i < count; i += batch) chunks.push(items.slice(i, i + batch));
let next = 0;
let created = 0;
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++];
      const res = await pool.request({
        method: 'POST',
        path: `${url.pathname}/batch`,
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify(chunk),
      });
      const answer = await res.body.json();
      created += answer.filter((a) => a.status === 201).length;
    }
  }),
);
await pool.close();
if (created !== count) {
  process.stderr.write(`created ${created} of ${count}\n`);
  process.exit(1);
}
