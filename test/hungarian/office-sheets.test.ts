// Office conventions (docs/office-conventions.md): an office's own listing sheets, as openpyxl and LibreOffice write
// them, in the conventions Hungarian offices use (abbreviated headers, units and scales in headers, `2+1` rooms, floor
// and district shorthand, ✓ marks, qualified words): every column is mapped, every row is valid, and after an upload
// over HTTP the sandbox holds forints, rooms and half rooms, floor codes, districts and booleans.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMapCommand } from '../../src/cli/commands/map-command';
import { runUploadCommand } from '../../src/cli/commands/upload-command';
import { DEMO } from '../../src/sandbox';
import { captureIo, useDemoSandbox } from '../support/cli-io-kit';
import type { Body, Cell } from './office-kit';
import { propertiesByReference, specialOf, writeWithLibreOffice, writeWithOpenpyxl } from './office-kit';

const kit = useDemoSandbox('office-sheets-');
const OFFICE = DEMO.offices.budapest;

interface MapJson {
  readonly sheets: readonly {
    readonly name: string;
    readonly role: string | null;
    readonly columns: readonly { readonly header: string; readonly field: string | null }[];
    readonly interpretations: readonly {
      readonly column: string;
      readonly kind: string;
      readonly example: string | null;
    }[];
  }[];
}

async function mapOf(file: string): Promise<MapJson> {
  const c = captureIo();
  expect(await runMapCommand(file, { json: true }, c.io)).toBe(0);
  return JSON.parse(c.out.join('\n')) as MapJson;
}

async function upload(
  file: string,
): Promise<{ summary: Record<string, unknown>; rows: { status: string; problems?: unknown }[] }> {
  const c = captureIo();
  const code = await runUploadCommand(
    file,
    { baseUrl: kit.baseUrl, user: 'demo', officeId: String(OFFICE), json: true },
    c.io,
  );
  expect(c.errors).toEqual([]);
  const report = JSON.parse(c.out.join('\n')) as {
    summary: Record<string, unknown>;
    rows: { status: string; problems?: unknown }[];
  };
  expect(report.rows.filter((r) => r.status !== 'created')).toEqual([]);
  expect(code).toBe(0);
  return report;
}

/** Expected values per reference: [price, currency, rooms, half rooms, floor, district, lift, period]. */
type Expect = readonly [
  price: number,
  currency: string,
  rooms: number,
  halfRooms: number | undefined,
  floor: string,
  area: number,
  lift: boolean,
  period?: string,
];

function checkHeld(held: Map<string, Body>, expected: Readonly<Record<string, Expect>>): void {
  for (const [ref, [price, currency, rooms, half, floor, area, lift, period]] of Object.entries(expected)) {
    const b = held.get(ref);
    expect(b, ref).toBeDefined();
    expect(b?.price?.price, `${ref} price`).toBe(price);
    expect(b?.price?.price_currency, `${ref} currency`).toBe(currency);
    expect(b?.price?.price_period, `${ref} period`).toBe(period);
    expect(b?.location?.region_id, `${ref} settlement`).toBe(DEMO.regions.budapest);
    expect(b?.location?.area_id, `${ref} district`).toBe(area);
    const s = specialOf(b);
    expect(s.number_of_rooms, `${ref} rooms`).toBe(rooms);
    expect(s.number_of_half_rooms, `${ref} half rooms`).toBe(half);
    expect(s.floor, `${ref} floor`).toBe(floor);
    expect(s.has_elevator, `${ref} lift`).toBe(lift);
  }
}

const SALE_HEADERS: Cell[] = [
  'Azon.',
  'Ügylet',
  'Ingatlan fajta',
  'Város',
  'Ker.',
  'Vételár (millió Ft)',
  'Lakóter. (nm)',
  'Szobaszám',
  'Szint',
  'Felvonó',
  'Klíma',
  'Pince',
  'Fűtés módja',
  'Ingatlan állapota',
  'Ir.sz.',
  'Utca, hsz.',
];
const SALE_ROWS: Cell[][] = [
  [
    'OS-1',
    'eladó',
    'lakás',
    'Budapest',
    'XI. ker.',
    45.9,
    54,
    '3 + 1 félszoba',
    'mfsz.',
    '✓',
    'van',
    'i',
    'gáz (konvektor)',
    'kiváló állapotú',
    1114,
    'Bartók Béla út 10.',
  ],
  [
    'OS-2',
    'eladó',
    'lakás',
    'Budapest',
    '13. kerület',
    '39,5',
    '44',
    '2+1',
    'földszint',
    'x',
    'nincs',
    'n',
    'cirkó (gáz)',
    'közepes állapotban',
    '1134',
    'Váci út 20.',
  ],
  [
    'OS-3',
    'eladás',
    'lakás',
    'Budapest',
    'Bp. III.',
    120,
    98,
    4,
    '2. emelet',
    'nincs',
    'igen',
    'n',
    'elektromos fűtés',
    'felújított',
    '1031',
    'Nánási út 3.',
  ],
  [
    'OS-4',
    'eladó',
    'lakás',
    'Budapest',
    'VIII',
    62.25,
    61,
    '2 + 2 fél',
    'IV. em.',
    'i',
    '-',
    'i',
    'távfűtés',
    'jó állapot',
    '1081',
    'Népszínház utca 5.',
  ],
  [
    'OS-5',
    'eladó',
    'lakás',
    'Budapest',
    'Bp XIV. kerület',
    '0,95',
    18,
    '1',
    'félem.',
    'n',
    '✔',
    'n',
    'házközponti',
    'felújítandó',
    '1141',
    'Mogyoródi út 7.',
  ],
];
const SALE_EXPECTED: Record<string, Expect> = {
  'OS-1': [45_900_000, 'huf', 3, 1, 'mezzanine_floor', 1011, true],
  'OS-2': [39_500_000, 'huf', 2, 1, 'downstairs', 1013, true],
  'OS-3': [120_000_000, 'huf', 4, undefined, 'floor_2', 1003, false],
  'OS-4': [62_250_000, 'huf', 2, 2, 'floor_4', 1008, true],
  'OS-5': [950_000, 'huf', 1, undefined, 'mezzanine', 1014, false],
};

const RENT_HEADERS: Cell[] = [
  'Hirdetés azon.',
  'Megbízás',
  'Jelleg',
  'Helység',
  'Városrész',
  'Bérleti díj (e Ft/hó)',
  'Kaució (hónap)',
  'Alapter. m²',
  'Szobák',
  'Emelet',
  'Lift',
  'Bútorozottság',
];
const RENT_ROWS: Cell[][] = [
  ['OR-1', 'kiadó', 'lakás', 'Budapest', 'Bp. XI.', 250, 2, 40, '1 + 1 fél', 'tetőtér', '✔', 'részben bútorozott'],
  ['OR-2', 'kiadó', 'lakás', 'Budapest', 'V. kerület', '320', 3, '55', '2+2', '3.em', '-', 'bútorozott'],
  ['OR-3', 'bérbeadás', 'lakás', 'Budapest', '9. ker', 189.5, 1, 33, 1, 'fszt', 'van', 'bútorozatlan'],
];
const RENT_EXPECTED: Record<string, Expect> = {
  'OR-1': [250_000, 'huf', 1, 1, 'loft', 1011, true, 'monthly'],
  'OR-2': [320_000, 'huf', 2, 2, 'floor_3', 1005, false, 'monthly'],
  'OR-3': [189_500, 'huf', 1, undefined, 'downstairs', 1009, true, 'monthly'],
};

describe('office sheets written by openpyxl', () => {
  it('maps every column, reads every interpretation with an example, and uploads what the office meant', async () => {
    const file = path.join(kit.dir, 'openpyxl-office.xlsx');
    await writeWithOpenpyxl(file, [
      { name: 'Eladó lakások', rows: [SALE_HEADERS, ...SALE_ROWS] },
      { name: 'Kiadó lakások', rows: [RENT_HEADERS, ...RENT_ROWS] },
    ]);
    const map = await mapOf(file);
    for (const s of map.sheets) {
      expect(s.role, s.name).toBe('properties');
      expect(
        s.columns.filter((c) => c.field === null).map((c) => c.header),
        s.name,
      ).toEqual([]);
    }
    const [sale, rent] = map.sheets;
    expect(sale?.columns.map((c) => c.field)).toEqual([
      'id.transfer_id',
      'property.action',
      'property.type',
      'location.region_id',
      'location.area_id',
      'price.price',
      'special.floor_area',
      'special.number_of_rooms',
      'special.floor',
      'special.has_elevator',
      'special.has_air_conditioning',
      'special.has_cellar',
      'special.heating_type',
      'special.condition',
      'location.zip_code',
      'location.address',
    ]);
    expect(rent?.columns.map((c) => c.field)).toEqual([
      'id.transfer_id',
      'property.action',
      'property.type',
      'location.region_id',
      'location.area_id',
      'price.price',
      'price.deposit',
      'special.floor_area',
      'special.number_of_rooms',
      'special.floor',
      'special.has_elevator',
      'special.furnishing',
    ]);
    expect(sale?.interpretations.map((i) => [i.column, i.kind, i.example])).toEqual([
      // The command line writes English, numbers included.
      ['F', 'scale', '45.9 → 45,900,000 Ft'],
      ['F', 'currency', '45.9 → 45,900,000 Ft'],
      ['H', 'rooms_split', '3 + 1 félszoba → 3 + 1 half'],
    ]);
    expect(rent?.interpretations.map((i) => [i.column, i.kind, i.example])).toEqual([
      ['F', 'scale', '250 → 250,000 Ft'],
      ['F', 'currency', '250 → 250,000 Ft'],
      ['F', 'period', '250 → monthly'],
      ['G', 'period', '2 → monthly'],
      ['I', 'rooms_split', '1 + 1 fél → 1 + 1 half'],
    ]);

    const report = await upload(file);
    expect(report.summary).toMatchObject({ created: SALE_ROWS.length + RENT_ROWS.length, invalid: 0, failed: 0 });
    const held = await propertiesByReference(kit.client, OFFICE);
    checkHeld(held, SALE_EXPECTED);
    checkHeld(held, RENT_EXPECTED);
    expect(specialOf(held.get('OS-1'))).toMatchObject({
      has_air_conditioning: true,
      has_cellar: true,
      heating_type: 'convector',
      condition: 'excellent',
      floor_area: 54,
    });
    expect(specialOf(held.get('OS-2'))).toMatchObject({
      has_air_conditioning: false,
      has_cellar: false,
      heating_type: 'circulating',
      condition: 'average',
    });
    expect(specialOf(held.get('OS-3'))).toMatchObject({ heating_type: 'electric', condition: 'renovated' });
    expect(specialOf(held.get('OS-4'))).toMatchObject({
      has_air_conditioning: false,
      heating_type: 'district',
      condition: 'good',
    });
    expect(specialOf(held.get('OS-5'))).toMatchObject({
      has_air_conditioning: true,
      heating_type: 'central_inhouse',
      condition: 'to_be_renovated',
    });
    expect(held.get('OR-1')?.price).toMatchObject({ deposit: 2, deposit_type: 'monthly' });
    expect(specialOf(held.get('OR-1'))).toMatchObject({ furnishing: 'partially_furnished', floor_area: 40 });
    expect(specialOf(held.get('OR-3'))).toMatchObject({ furnishing: 'not_furnished' });
  });
});

describe('an office sheet written by LibreOffice', () => {
  it('maps every column and uploads euros, rooms, floors, districts and yes/no as meant', async () => {
    const file = path.join(kit.dir, 'libreoffice-office.xlsx');
    await writeWithLibreOffice(file, 'Ingatlanok', [
      [
        'Ref. no.',
        'Megb.',
        'Ingatlantípus',
        'Település',
        'Kerület',
        'Irányár EUR',
        'Alapterület m2',
        'Szoba (egész+fél)',
        'Em.',
        'Liftes ház',
        'Fűtés',
        'Komfort',
      ],
      [
        'LO-1',
        'eladó',
        'lakás',
        'Budapest',
        'II. ker.',
        185000,
        72,
        '2+1',
        '5. em.',
        'igen',
        'házközponti (egyedi méréssel)',
        'összkomfortos',
      ],
      [
        'LO-2',
        'eladó',
        'lakás',
        'Budapest',
        'Budapest XII. kerület',
        '210500',
        90,
        '3 + 1 fél',
        'fszt.',
        'nem',
        'gáz (cirkó)',
        'duplakomfortos',
      ],
      ['LO-3', 'eladó', 'lakás', 'Budapest', '1. kerület', 99000, 35, 1, 'III. emelet', 'x', 'távfűtés', 'komfortos'],
    ]);
    const map = await mapOf(file);
    const [sheet] = map.sheets;
    expect(sheet?.columns.filter((c) => c.field === null).map((c) => c.header)).toEqual([]);
    expect(sheet?.interpretations.map((i) => [i.column, i.kind, i.example])).toEqual([
      ['F', 'currency', '185,000 → 185,000 EUR'],
      ['H', 'rooms_split', '2+1 → 2 + 1 half'],
    ]);
    await upload(file);
    const held = await propertiesByReference(kit.client, OFFICE);
    checkHeld(held, {
      'LO-1': [185_000, 'eur', 2, 1, 'floor_5', 1002, true],
      'LO-2': [210_500, 'eur', 3, 1, 'downstairs', 1012, false],
      'LO-3': [99_000, 'eur', 1, undefined, 'floor_3', 1001, true],
    });
    expect(specialOf(held.get('LO-1'))).toMatchObject({
      heating_type: 'central_inhouse_with_individual_meter',
      comfort_level: 'total',
    });
    expect(specialOf(held.get('LO-2'))).toMatchObject({ heating_type: 'circulating', comfort_level: 'double' });
  });
});

describe('a dry run of an office sheet', () => {
  it('lists each interpretation and the values the first rows will send', async () => {
    const file = path.join(kit.dir, 'dry-run.xlsx');
    await writeWithOpenpyxl(file, [
      { name: 'Eladó lakások', rows: [SALE_HEADERS, ...SALE_ROWS.map((r) => [`D${String(r[0])}`, ...r.slice(1)])] },
    ]);
    const c = captureIo();
    const code = await runUploadCommand(
      file,
      { baseUrl: kit.baseUrl, user: 'demo', officeId: String(OFFICE), dryRun: true },
      c.io,
    );
    expect(c.errors).toEqual([]);
    expect(code).toBe(0);
    expect(c.out).toContain(
      'Eladó lakások F (Vételár (millió Ft)): numbers are in millions (millió Ft), e.g. 45.9 → 45,900,000 Ft',
    );
    expect(c.out).toContain(
      'Eladó lakások row 2 sends price.price = 45900000, price.price_currency = huf, special.number_of_rooms = 3, special.number_of_half_rooms = 1',
    );
    expect(c.out).toContain(
      'Eladó lakások row 3 sends price.price = 39500000, price.price_currency = huf, special.number_of_rooms = 2, special.number_of_half_rooms = 1',
    );
    expect((await propertiesByReference(kit.client, OFFICE)).has('DOS-1')).toBe(false);
  });
});
