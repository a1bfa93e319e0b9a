// Property: whatever a user does to an exported workbook in a spreadsheet program (sort whole rows, sort the field
// columns or a part of them, copy rows with or without their results, delete and insert rows, paste Service IDs, move
// rows to another sheet, re-save the file with LibreOffice),
// an upload changes only the listings the user edited, only in the edited fields, and deletes or withdraws only
// marked ones; no faulty request is spent. Seeded, so a failing case can be replayed (docs/round-trip.md).
import { basename, dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/sandbox';
import type { EditLog, Listings, OfficeName, RowTags, SheetOp } from '../support/office-sandbox-kit';
import { ACTION_HEADER, editWorkbook, useOfficeSandbox } from '../support/office-sandbox-kit';
import { convertWithLibreOffice, libreOfficeProfile, requireLibreOffice } from '../support/resave-kit';

const CASES = 25;
const SEED = 17_2026;

const office = useOfficeSandbox({ sellers: 4, properties: 24, unreferenced: 12 });

function randomOp(next: () => number, n: number, withReferences: boolean): SheetOp {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const index = Math.floor(next() * 40);
  const sortKey = pick(['price.price', 'location.address', 'property.type']);
  const newListing = withReferences
    ? { 'id.transfer_id': `NEW-${n}-${index}`, 'property.external_id': `NEW-${n}-${index}-W`, 'price.price': 51e6 }
    : { 'location.address': `Új utca ${n}-${index}.`, 'price.price': 51e6 };
  const kinds = [
    'set',
    'set',
    'address',
    'mark',
    'sortRows',
    'sortFields',
    'copy',
    'delete',
    'insert',
    'paste',
    'move',
  ];
  switch (pick(kinds)) {
    case 'set':
      return { op: 'set', index, key: 'price.price', add: 100_000 };
    case 'address':
      return { op: 'set', index, key: 'location.address', value: `Javított utca ${n}.` };
    case 'mark':
      return { op: 'mark', index, key: ACTION_HEADER, value: pick(['törlés', 'visszavonás']) };
    case 'sortRows':
      return { op: 'sortRows', key: sortKey, reverse: next() < 0.5 };
    case 'sortFields':
      return next() < 0.5
        ? { op: 'sortFields', key: sortKey, reverse: next() < 0.5 }
        : { op: 'sortFields', key: sortKey, reverse: next() < 0.5, upto: 'price.price' };
    case 'copy': {
      const withResults = next() < 0.5;
      return withResults || next() < 0.5
        ? { op: 'copyRow', index, withResults, set: newListing }
        : { op: 'copyRow', index, withResults };
    }
    case 'delete':
      return { op: 'deleteRow', index };
    case 'insert':
      return { op: 'insertRow', index };
    case 'move':
      return { op: 'moveRows', index, count: 1 + Math.floor(next() * 3) };
    default:
      return { op: 'pasteId', from: index, to: Math.floor(next() * 40) };
  }
}

function ids(tags: RowTags): number[] {
  return tags.filter((t): t is number => typeof t === 'number');
}

/** The listings changed against the invariant: edited outside the edits, deleted or withdrawn without a mark. */
function harmed(before: Listings, after: Listings, log: EditLog): string[] {
  const allowed = new Map<number, Set<string>>();
  for (const e of log.edits) for (const id of ids(e.ids)) allowed.set(id, (allowed.get(id) ?? new Set()).add(e.key));
  const marked = new Map<number, Set<string>>();
  for (const m of log.marked) {
    for (const id of ids(m.ids)) marked.set(id, (marked.get(id) ?? new Set()).add(m.action));
  }
  const out: string[] = [];
  for (const [id, was] of before) {
    const now = after.get(id);
    if (now === undefined) {
      if (marked.get(id)?.has('törlés') !== true) out.push(`${id} deleted`);
      continue;
    }
    const keys = allowed.get(id) ?? new Set<string>();
    if (marked.get(id)?.has('visszavonás') === true) keys.add('property.status');
    const blocks = new Set([...Object.keys(was), ...Object.keys(now)]);
    const changed = [...blocks].flatMap((block) => {
      const a = (was[block] ?? {}) as Record<string, unknown>;
      const b = (now[block] ?? {}) as Record<string, unknown>;
      const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
      return [...fields]
        .filter((f) => !keys.has(`${block}.${f}`) && JSON.stringify(a[f] ?? null) !== JSON.stringify(b[f] ?? null))
        .map((f) => `${block}.${f}: ${JSON.stringify(a[f] ?? null)} -> ${JSON.stringify(b[f] ?? null)}`);
    });
    if (changed.length > 0) out.push(`${id} ${changed.join('; ')}`);
  }
  return out;
}

const figures = {
  cases: 0,
  operations: 0,
  resaved: 0,
  kinds: {} as Record<string, number>,
  harmed: 0,
  faults: 0,
  refused: 0,
  sent: 0,
};

beforeAll(() => {
  requireLibreOffice();
});

afterAll(() => {
  // The closing note's figures (docs/round-trip.md, "Row identity"): printed, not asserted on beyond the tests.
  console.info(`row identity property: ${JSON.stringify(figures)}`);
});

describe('random spreadsheet operations on an exported workbook, then an upload', () => {
  for (let n = 0; n < CASES; n++) {
    it(`case ${n} (seed ${SEED + n}) harms no listing and spends no fault`, async () => {
      const next = seededRandom(SEED + n);
      const which: OfficeName = n % 3 === 2 ? 'withoutReferences' : 'withReferences';
      const ops = Array.from({ length: 2 + Math.floor(next() * 3) }, () =>
        randomOp(next, n, which === 'withReferences'),
      );
      // Bounded: LibreOffice takes seconds per file, so about one case in four is re-saved with it after the edits.
      const resave = next() < 0.25;
      const exported = await office.exportOffice(which);
      const edited = office.file(`case-${n}.xlsx`);
      // office.file names a new file at each call: the openpyxl result is kept by its path.
      const openpyxlSaved = resave ? office.file(`case-${n}-openpyxl.xlsx`) : edited;
      const log = await editWorkbook(exported, openpyxlSaved, ops);
      if (resave) {
        const profile = await libreOfficeProfile(office.file(`lo-profile-${n}`), 'hu-HU');
        await convertWithLibreOffice(profile, openpyxlSaved, 'xlsx', dirname(edited), basename(edited));
        figures.resaved += 1;
      }
      const before = await office.listings(which);
      // As a person does: the dry run first, then the upload confirming the deletes and withdraws it listed.
      const dry = await office.upload(edited, { dryRun: true, json: true }, which);
      expect(dry.traffic).toEqual({ writes: [], faults: 0 });
      const deletes = Number(dry.report?.summary['would_delete'] ?? 0);
      const withdraws = Number(dry.report?.summary['would_withdraw'] ?? 0);
      const confirm = {
        ...(deletes > 0 ? { confirmDeletes: String(deletes) } : {}),
        ...(withdraws > 0 ? { confirmWithdraws: String(withdraws) } : {}),
      };
      const sent = await office.upload(edited, { json: true, ...confirm }, which);
      const bad = harmed(before, await office.listings(which), log);
      figures.cases += 1;
      figures.operations += ops.length + (resave ? 1 : 0);
      for (const op of ops) figures.kinds[op.op] = (figures.kinds[op.op] ?? 0) + 1;
      figures.harmed += bad.length;
      figures.faults += sent.traffic.faults;
      // Refused by the plan: failed without the service's error code (invalid: a cell at fault).
      const refused = (r: { status: string; error_code?: number }): boolean =>
        r.status === 'invalid' || (r.status === 'failed' && r.error_code === undefined);
      figures.refused += sent.report?.rows.filter(refused).length ?? 0;
      figures.sent += sent.traffic.writes.length;
      expect({ ops, log, harmed: bad }).toEqual({ ops, log, harmed: [] });
      expect(sent.traffic.faults).toBe(0);
    }, 120_000);
  }
});
