// Baseline process: lists an office's sellers and listings with the export's two list requests (same parts, one
// request each, as the product asks them) and writes them, one row per record and one column per template field
// plus `Import status` and `Service ID`, with exceljs's streaming writer; nothing else (no template, no words, no
// fingerprints). The columns come from LAYOUT, a JSON file the bench writes from the product's template plan:
// { "parts": { "seller": [...], "property": [...] }, "sheets": [{ "name", "resource", "columns": [{ "header",
// "block", "name" }] }] }. Usage: node bench/baselines/exceljs-stream-export.mjs BASE_URL OFFICE_ID LAYOUT OUT
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { Pool } from 'undici';

const [baseUrl, officeText, layoutFile, out] = process.argv.slice(2);
const layout = JSON.parse(readFileSync(layoutFile, 'utf8'));
const url = new URL(baseUrl);
const pool = new Pool(url.origin, { connections: 1 });
const auth = `Basic ${Buffer.from('demo:demo').toString('base64')}`;

async function list(resource) {
  const query = `part=${encodeURIComponent(layout.parts[resource].join(','))}&office_id=${officeText}`;
  const res = await pool.request({
    method: 'GET',
    path: `${url.pathname}/${resource}?${query}`,
    headers: { authorization: auth, accept: 'application/json' },
  });
  if (res.statusCode !== 200) throw new Error(`GET /${resource}: ${res.statusCode}`);
  return res.body.json();
}

/** The field's value as the service listed it; the one special block of a listing holds the special fields. */
function valueOf(item, column) {
  const block = column.block === 'special' ? Object.values(item.special ?? {})[0] : item[column.block];
  const v = block?.[column.name];
  if (v === null || v === undefined) return null;
  return typeof v === 'object' ? JSON.stringify(v) : v;
}

const records = { seller: await list('seller'), property: await list('property') };
await pool.close();
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: out, useSharedStrings: true, useStyles: true });
for (const sheet of layout.sheets) {
  const ws = workbook.addWorksheet(sheet.name);
  ws.addRow([...sheet.columns.map((c) => c.header), 'Import status', 'Service ID']).commit();
  for (const item of records[sheet.resource] ?? []) {
    ws.addRow([...sheet.columns.map((c) => valueOf(item, c)), 'updated', item.id?.id ?? null]).commit();
  }
  ws.commit();
}
await workbook.commit();
