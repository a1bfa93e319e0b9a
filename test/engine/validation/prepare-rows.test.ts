import { describe, expect, it } from 'vitest';
import { IMAGE_OWNER_FIELDS } from '../../../src/catalog';
import type { PreparedRow } from '../../../src/engine/model/prepared-row';
import type { SheetMapping } from '../../../src/engine/model/workbook-mapping';
import type { PrepareOptions, TableRow } from '../../../src/engine/validation';
import { prepareRows, prepareRowsAsync, prepareWorkbook } from '../../../src/engine/validation';
import type { CellValue } from '../../../src/engine/model/cell-value';
import { REFERENCE } from '../values/reference-fixture';
import { DEMO_OPTIONS, LISTING_COLUMNS, dataRows, flatCells, proposedSheet } from '../../support/prepare-rows-kit';

function prepare(mapping: SheetMapping, data: TableRow[], options: PrepareOptions = DEMO_OPTIONS): PreparedRow[] {
  return prepareRows({ mapping, rows: data }, options);
}

function only<T>(list: readonly T[]): T {
  expect(list).toHaveLength(1);
  const [x] = list;
  if (x === undefined) throw new Error('empty');
  return x;
}

const PROPERTY_HEADERS = [
  ...LISTING_COLUMNS,
  'Szobák száma',
  'Építőanyag',
  'Lift',
  'Import status',
  'Service ID',
  'Import fingerprint',
];
const properties = proposedSheet('Ingatlanok', 'properties', PROPERTY_HEADERS);
const GOOD: readonly CellValue[] = [...flatCells('P-1', 'S-1', '45 000 000 Ft'), '2', 'tégla', 'igen'];

describe('a good row', () => {
  it('becomes a create body with the special block of its type, ids resolved and the currency from the price', () => {
    const row = only(prepare(properties, dataRows(GOOD)));
    expect(row.problems).toEqual([]);
    expect(row).toMatchObject({
      sheet: 'Ingatlanok',
      row: 2,
      role: 'properties',
      operation: 'create',
      transferId: 'P-1',
      serviceId: null,
      officeId: 1,
      owner: null,
      previous: null,
    });
    expect(row.body).toEqual({
      id: { transfer_id: 'P-1' },
      seller: { transfer_id: 'S-1' },
      property: { type: 'apartment', action: 'sale' },
      location: { region_id: 1, area_id: 1013 },
      price: { price: 45000000, price_currency: 'huf' },
      special: { apartment: { floor_area: 55, number_of_rooms: 2, building_material: 'brick', has_elevator: true } },
    });
    expect(row.fingerprint).toMatch(/^[0-9a-f]{40}$/);
  });

  it('has the same fingerprint whatever the column order, and another one when a value changes', () => {
    const [a] = prepare(properties, dataRows(GOOD));
    const order = PROPERTY_HEADERS.slice(0, GOOD.length).map((_, i) => GOOD.length - 1 - i);
    const reversed = proposedSheet(
      'Ingatlanok',
      'properties',
      order.map((i) => PROPERTY_HEADERS[i] ?? ''),
    );
    const [b] = prepare(reversed, dataRows(order.map((i) => GOOD[i] ?? null)));
    expect(b?.body).toEqual(a?.body);
    expect(b?.fingerprint).toBe(a?.fingerprint);
    const [c] = prepare(properties, dataRows(GOOD.map((v, i) => (i === 7 ? 56 : v))));
    expect(c?.fingerprint).not.toBe(a?.fingerprint);
  });

  it('prepares rows streamed from a reader the same way', async () => {
    async function* stream() {
      yield* dataRows(GOOD, GOOD);
    }
    const out = await prepareRowsAsync({ mapping: properties, rows: stream() }, DEMO_OPTIONS);
    expect(out.map((r) => [r.row, r.problems.map((p) => p.field)])).toEqual([
      [2, ['id.transfer_id']],
      [3, ['id.transfer_id']],
    ]);
    expect(out[0]?.body).toEqual(prepare(properties, dataRows(GOOD))[0]?.body);
  });

  it('leaves rows without data out', () => {
    expect(prepare(properties, dataRows([], [null, '  ', null], GOOD)).map((r) => r.row)).toEqual([4]);
  });

  it('takes the settlement from a postal code for a new listing', () => {
    const m = proposedSheet('Ingatlanok', 'properties', ['Típus', 'Eladó vagy kiadó', 'Irányítószám', 'Ár', 'Pénznem']);
    const row = only(prepare(m, dataRows(['ház', 'eladó', '1131', 30_000_000, 'HUF'])));
    expect(row.problems).toEqual([]);
    expect(row.body.location).toEqual({ zip_code: '1131', region_id: 1 });
  });

  it('reads the district from the settlement cell when the district column is empty', () => {
    const row = only(
      prepare(properties, dataRows(GOOD.map((v, i) => (i === 4 ? 'Budapest XIII.' : i === 5 ? null : v)))),
    );
    expect(row.body.location).toEqual({ region_id: 1, area_id: 1013 });
  });
});

describe('every problem of a row', () => {
  it('is reported with the field, its label in both languages, the column and the value', () => {
    const bad: CellValue[] = ['P-1', 'S-1', 'lakásx', null, 'Bp', null, '1,234', '12,5', 2, 'tegla', 'talán'];
    const row = only(prepare(properties, dataRows(bad)));
    const byField = new Map(row.problems.map((p) => [p.field, p]));
    expect(row.problems.map((p) => p.field)).toEqual([
      'property.type',
      'property.action',
      'location.region_id',
      'price.price',
      'special.floor_area',
      'special.number_of_rooms',
      'special.building_material',
      'special.has_elevator',
      'price.price_currency',
    ]);
    expect(byField.get('property.type')).toEqual({
      field: 'property.type',
      column: 'C',
      value: 'lakásx',
      message: 'Property type (property.type): "lakásx" is not an allowed value; did you mean lakás (apartment)?',
      messageHu: 'Ingatlan típusa (property.type): „lakásx” nem megengedett érték; erre gondolt: lakás?',
    });
    expect(byField.get('location.region_id')?.message).toBe(
      'Settlement (location.region_id): "Bp" is not a known settlement; did you mean Budapest (1011)?',
    );
    expect(byField.get('price.price')).toMatchObject({ column: 'G', value: '1,234' });
    expect(byField.get('price.price')?.message).toContain('ambiguous');
    expect(byField.get('price.price')?.messageHu).toMatch(/^Ár \(price\.price\): /);
    expect(byField.get('property.action')).toMatchObject({
      column: 'D',
      message: 'For sale or rent (property.action) is required but missing.',
    });
    // Special fields cannot be placed without a valid type; they are still reported.
    expect(byField.get('special.floor_area')?.message).toContain('needs a valid property type');
  });

  it('names a required field that no column is mapped to', () => {
    const m = proposedSheet('Ingatlanok', 'properties', ['Típus', 'Eladó vagy kiadó', 'Település', 'Pénznem']);
    const row = only(prepare(m, dataRows(['ház', 'eladó', 'Szeged', 'HUF'])));
    expect(row.problems).toEqual([
      {
        field: 'price.price',
        column: null,
        value: undefined,
        message: 'Price (price.price) is required but missing. No column of the sheet is mapped to it.',
        messageHu: 'Ár (price.price): kötelező mező, de üres. A munkalap egyik oszlopa sincs hozzárendelve.',
      },
    ]);
  });

  it('flags a type-specific column that does not belong to the row type', () => {
    const m = proposedSheet('Ingatlanok', 'properties', [
      'Típus',
      'Eladó vagy kiadó',
      'Település',
      'Ár',
      'Kert mérete (m²)',
      'Lift',
    ]);
    const row = only(prepare(m, dataRows(['ház', 'eladó', 'Szeged', '20 000 000 Ft', 100, 'nem'])));
    expect(row.problems.map((p) => [p.field, p.column, p.message])).toEqual([
      [
        'special.garden_size',
        'E',
        'Garden (m²) (special.garden_size): is not a field of house listings; leave it empty for this row.',
      ],
      [
        'special.has_elevator',
        'F',
        'Lift (special.has_elevator): is not a field of house listings; leave it empty for this row.',
      ],
    ]);
    // The type in the office's word, not the API's code ("land").
    expect(row.problems[0]?.messageHu).toMatch(
      /: nem mezője a\(z\) ház típusú hirdetésnek; ebben a sorban hagyja üresen\.$/,
    );
  });

  it('names the cell of an Excel error value, and a currency that contradicts the currency column', () => {
    const m = proposedSheet('Ingatlanok', 'properties', [
      'Típus',
      'Eladó vagy kiadó',
      'Település',
      'Ár',
      'Pénznem',
      'Alapterület',
    ]);
    const row = only(prepare(m, dataRows(['lakás', 'eladó', 'Szeged', '45 000 000 Ft', 'EUR', { error: '#REF!' }])));
    expect(row.problems.map((p) => [p.field, p.column])).toEqual([
      ['price.price', 'D'],
      ['special.floor_area', 'F'],
    ]);
    // The currency is named as the user sees it, by its column, not by the API's key.
    expect(row.problems[0]?.message).toBe(
      'Price (price.price): the amount is written in HUF, but the Currency column (E) says EUR.',
    );
    expect(row.problems[0]?.messageHu).toBe(
      'Ár (price.price): az összeg HUF pénznemben van megadva, de a(z) Pénznem oszlop (E) értéke EUR.',
    );
    expect(row.problems[1]?.message).toBe(
      'Floor area (m²) (special.floor_area): cell F2 holds the Excel error #REF!; correct the formula or type the value.',
    );
  });

  it('checks rules between fields of the row (rent needs a period)', () => {
    const m = proposedSheet('Ingatlanok', 'properties', ['Típus', 'Eladó vagy kiadó', 'Település', 'Ár']);
    const row = only(prepare(m, dataRows(['lakás', 'kiadó', 'Szeged', '250 000 Ft'])));
    expect(row.problems.map((p) => p.message)).toEqual([
      'Rent period (price.price_period) is required when For sale or rent (property.action) is rent.',
    ]);
  });
});

describe('operations and previous results', () => {
  it('modifies rows with a Service ID or a previous created/updated status, and creates the rest', () => {
    const data = dataRows(
      [...GOOD, null, 5001, null],
      [...GOOD.map((v, i) => (i === 0 ? 'P-2' : v)), 'created', null, 'abc'],
      [...GOOD.map((v, i) => (i === 0 ? 'P-3' : v)), 'failed', null, null],
      [...GOOD.map((v, i) => (i === 0 ? 'P-4' : v)), 'Updated', '', null],
    );
    const out = prepare(properties, data);
    expect(out.map((r) => [r.row, r.operation, r.serviceId])).toEqual([
      [2, 'modify', 5001],
      [3, 'modify', null],
      [4, 'create', null],
      [5, 'modify', null],
    ]);
    expect(out[1]?.previous).toEqual({ status: 'created', serviceId: null, fingerprint: 'abc' });
    expect(out.every((r) => r.problems.length === 0)).toBe(true);
    // The operation is not part of the fingerprint: a created row read back with its Service ID is unchanged.
    expect(out[0]?.fingerprint).toBe(prepare(properties, dataRows(GOOD))[0]?.fingerprint);
  });

  it('reports a row imported before that can be addressed neither by Service ID nor by reference', () => {
    const row = only(prepare(properties, dataRows([null, ...GOOD.slice(1), 'updated', null, null])));
    expect(row.operation).toBe('modify');
    expect(row.problems.map((p) => [p.field, p.column])).toEqual([['id.transfer_id', 'A']]);
    expect(row.problems[0]?.message).toContain('neither a Service ID nor a reference');
  });

  it('needs the type for type-specific values of a modification too', () => {
    const m = proposedSheet('Ingatlanok', 'properties', ['Azonosító', 'Alapterület', 'Service ID']);
    const row = only(prepare(m, dataRows(['P-1', 60, 5001])));
    expect(row.operation).toBe('modify');
    expect(row.problems.map((p) => p.field)).toEqual(['special.floor_area']);
  });
});

describe('rules across rows', () => {
  it('flags every row of a duplicate reference or website code within the office, naming the others', () => {
    const m = proposedSheet('Ingatlanok', 'properties', [
      'Azonosító',
      'Hirdetéskód',
      'Típus',
      'Eladó vagy kiadó',
      'Település',
      'Ár',
      'Iroda ID',
    ]);
    const base = ['lakás', 'eladó', 3, '1 000 000 Ft'];
    const out = prepare(
      m,
      dataRows(
        ['P-1', 'W1', ...base, null],
        ['P-2', 'W1', ...base, null],
        ['P-1', 'W2', ...base, null],
        ['P-1', 'W3', ...base, 3],
      ),
      { reference: null, officeId: 1 },
    );
    const problems = out.map((r) => r.problems.map((p) => `${p.field}@${p.column}: ${p.message}`));
    expect(problems[0]).toEqual([
      'id.transfer_id@A: Listing reference (id.transfer_id): "P-1" is also used in row 4; it must be unique within the office.',
      'property.external_id@B: Listing code on website (property.external_id): "W1" is also used in row 3; it must be unique within the office.',
    ]);
    expect(problems[1]).toEqual([
      'property.external_id@B: Listing code on website (property.external_id): "W1" is also used in row 2; it must be unique within the office.',
    ]);
    expect(problems[2]).toEqual([
      'id.transfer_id@A: Listing reference (id.transfer_id): "P-1" is also used in row 2; it must be unique within the office.',
    ]);
    // Another office (per-row office column) may use the same reference.
    expect(problems[3]).toEqual([]);
    expect(out[3]?.officeId).toBe(3);
    expect(out[0]?.problems[0]?.messageHu).toBe(
      'Hirdetés azonosító (id.transfer_id): „P-1” a(z) 4. sorban is szerepel; az irodán belül egyedinek kell lennie.',
    );
  });

  const sellers = proposedSheet('Értékesítők', 'sellers', ['Azonosító', 'Név', 'Telefon', 'Email']);
  const sellerRows = dataRows(['S-1', 'Kiss Anna', '+36 1 234 5678', 'anna@example.hu']);
  const propertyRows = dataRows(
    GOOD,
    GOOD.map((v, i) => (i === 0 ? 'P-2' : i === 1 ? 'S-9' : v)),
    GOOD.map((v, i) => (i === 0 ? 'P-3' : i === 1 ? 'S-SERVER' : v)),
  );
  const images = proposedSheet('Ingatlan képek', 'property_images', ['Hirdetés', 'Kép URL', 'Sorrend']);
  const imageRows = dataRows(
    ['P-1', 'https://example.hu/1.jpg', 1],
    ['P-404', 'https://example.hu/2.jpg', 2],
    [null, 'https://example.hu/3.jpg', 3],
    ['P-1', 'ftp://x', 4],
  );

  it('checks seller references and image owners against the workbook and the server', () => {
    const wb = prepareWorkbook(
      [
        { mapping: sellers, rows: sellerRows },
        { mapping: properties, rows: propertyRows },
        { mapping: images, rows: imageRows },
      ],
      {
        reference: REFERENCE,
        officeId: 1,
        serverSellerTransferIds: new Set(['S-SERVER']),
        serverPropertyTransferIds: new Set(),
      },
    );
    expect(wb.skippedChecks).toEqual([]);
    const [s, p, img] = wb.sheets;
    expect(s?.rows[0]?.problems).toEqual([]);
    expect(p?.rows.map((r) => r.problems.map((x) => x.message))).toEqual([
      [],
      ['Seller reference (seller.transfer_id): there is no seller "S-9" in this workbook or on the server.'],
      [],
    ]);
    expect(p?.rows[1]?.problems[0]?.column).toBe('B');
    expect(img?.rows.map((r) => [r.owner, r.body, r.problems.map((x) => x.field)])).toEqual([
      [{ transferId: 'P-1', id: null }, { image: { url: 'https://example.hu/1.jpg', order: 1 } }, []],
      [
        { transferId: 'P-404', id: null },
        { image: { url: 'https://example.hu/2.jpg', order: 2 } },
        ['owner.transfer_id'],
      ],
      [null, { image: { url: 'https://example.hu/3.jpg', order: 3 } }, ['owner.transfer_id']],
      [{ transferId: 'P-1', id: null }, { image: { url: 'ftp://x', order: 4 } }, ['image.url']],
    ]);
    expect(img?.rows[2]?.problems[0]?.message).toBe(
      'Listing reference (owner.transfer_id): each image needs the reference or service ID of its listing.',
    );
    expect(img?.rows[3]?.problems[0]).toMatchObject({
      column: 'B',
      message: 'Image URL (image.url): "ftp://x" is not a valid url.',
    });
  });

  it("refuses an image owner reference longer than the catalog's limit for it, naming the limit", () => {
    const limit = IMAGE_OWNER_FIELDS.property.find((f) => f.key === 'owner.transfer_id')?.type;
    const max = limit?.kind === 'string' ? (limit.maxLength ?? 0) : 0;
    const wb = prepareWorkbook(
      [{ mapping: images, rows: dataRows(['P'.repeat(max + 1), 'https://example.hu/1.jpg', 1]) }],
      { reference: REFERENCE, officeId: 1 },
    );
    expect(wb.sheets[0]?.rows[0]?.problems.map((x) => x.message)).toEqual([
      `Listing reference (owner.transfer_id): "${'P'.repeat(max + 1)}" is too long; at most ${max} characters are allowed.`,
    ]);
  });

  it('says which checks it skipped when the server was not asked and no reference data exists', () => {
    const wb = prepareWorkbook(
      [
        { mapping: properties, rows: propertyRows },
        { mapping: images, rows: imageRows },
      ],
      { officeId: 1 },
    );
    expect(wb.skippedChecks.map((c) => c.check)).toEqual(['regions', 'offices', 'seller_references', 'image_owners']);
    expect(wb.skippedChecks[2]?.reason).toContain(
      '3 rows of Ingatlanok refer to sellers that are neither in this workbook nor could be looked up on the service',
    );
    // Names cannot be resolved offline: reported, never guessed; everything else is still validated.
    const first = wb.sheets[0]?.rows[0];
    expect(first?.problems.map((p) => p.field)).toEqual(['location.region_id', 'location.area_id']);
    expect(first?.problems[0]?.message).toContain('needs the region list');
    expect(first?.body.special).toEqual({
      apartment: { floor_area: 55, number_of_rooms: 2, building_material: 'brick', has_elevator: true },
    });
  });
});

describe('reference checks', () => {
  const m = proposedSheet('Ingatlanok', 'properties', [
    'Típus',
    'Eladó vagy kiadó',
    'Település',
    'Kerület',
    'Ár',
    'Iroda ID',
  ]);
  it('checks that ids exist, that the district belongs to the settlement, and that the office is active', () => {
    const out = prepare(
      m,
      dataRows(
        ['ház', 'eladó', 999, null, '1 Ft', null],
        ['ház', 'eladó', 3, 1013, '1 Ft', null],
        ['ház', 'eladó', 1, 1013, '1 Ft', 2],
        ['ház', 'eladó', 1, 'XIII', '1 Ft', 77],
        ['ház', 'eladó', 'Szeged', 'Belváros', '1 Ft', null],
      ),
    );
    expect(out.map((r) => r.problems.map((p) => `${p.field}@${p.column ?? '-'}: ${p.message}`))).toEqual([
      [
        'location.region_id@C: Settlement (location.region_id): 999 is neither a known settlement id nor a known postal code.',
      ],
      [
        'location.area_id@D: District (location.area_id): district 1013 (XIII. kerület) belongs to Budapest, not to Szeged.',
      ],
      [
        'property.office_id@F: Office ID (property.office_id): office 2 (Érdi iroda) is inactive; listings can only go to an active office.',
      ],
      ['property.office_id@F: Office ID (property.office_id): there is no office 77 among the offices of this user.'],
      ['location.area_id@D: District (location.area_id): Szeged has no districts, but "Belváros" was given.'],
    ]);
    expect(out[3]?.body.location).toEqual({ region_id: 1, area_id: 1013 });
  });

  it("honours the user's value mappings, also for settlements", () => {
    const overrides = [
      { field: 'location.region_id', value: 'Bp', code: '1' },
      { field: 'property.type', value: 'Tégla lakás', code: 'apartment' },
    ];
    const row = only(
      prepare(m, dataRows(['Tégla lakás', 'eladó', 'Bp', 'XIII', '1 Ft', null]), {
        reference: REFERENCE,
        officeId: 1,
        overrides,
      }),
    );
    expect(row.problems).toEqual([]);
    expect(row.body.location).toEqual({ region_id: 1, area_id: 1013 });
    expect(row.body.property).toEqual({ type: 'apartment', action: 'sale' });
  });

  it('checks the run-wide office too', () => {
    const row = only(
      prepare(m, dataRows(['ház', 'eladó', 1, null, '1 Ft', null]), { reference: REFERENCE, officeId: 2 }),
    );
    expect(row.problems.map((p) => [p.field, p.column])).toEqual([['property.office_id', 'F']]);
  });
});

describe('sellers', () => {
  it('validates every field of a seller row', () => {
    const m = proposedSheet('Értékesítők', 'sellers', ['Azonosító', 'Név', 'Telefon', 'Email', 'Felhasználónév']);
    const row = only(prepare(m, dataRows(['S-1', 'Al', '123', 'nem-email', 'kissa'])));
    expect(row.problems.map((p) => `${p.column}: ${p.message}`)).toEqual([
      'B: Name (seller.name): "Al" is too short; at least 3 characters are needed.',
      'C: Phone (seller.phone): "123" is too short; at least 8 characters are needed.',
      'D: E-mail (internal) (seller.email): "nem-email" is not a valid email.',
      'E: User name (seller.username) can only be given when updating an existing record; leave it empty in this row.',
    ]);
  });
});
