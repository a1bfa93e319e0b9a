// The office's records a planned create is compared with, filed by content (docs/upload.md, "Uploading the same
// workbook again"; how they are filed: docs/performance.md, "(sixth round)"): the content keys a listing or a seller
// is compared by, and the files that find the few records a row may look like without reading all of its office's.
import { foldText } from '../values/fold-text';

type Block = Readonly<Record<string, unknown>>;

export function blockOf(item: unknown, name: string): Block | undefined {
  if (item === null || typeof item !== 'object') return undefined;
  const b = (item as Block)[name];
  return b !== null && typeof b === 'object' && !Array.isArray(b) ? (b as Block) : undefined;
}

function textKey(v: unknown): string | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const t = foldText(String(v)).replace(/[.,]+$/, '');
  return t === '' ? null : t;
}

function numberKey(v: unknown): string | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? String(n) : null;
}

/** Digits of a phone's key: at most the last nine, and at least six. */
const KEY_DIGITS = 9;
const FEWEST_DIGITS = 6;

/**
 * A phone by its last nine digits (0–9; at least six): `+36 30 555 0001`, `06305550001` and `30/555-0001` are one
 * number. Read from the end as a number, one string made per phone: every new seller's phone is keyed before the first
 * batch, and the digits' string and its slice were 1.9 MB of garbage for 10,000 of them.
 */
function phoneKey(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  let value = 0;
  let scale = 1;
  let digits = 0;
  for (let i = v.length - 1; i >= 0 && digits < KEY_DIGITS; i--) {
    const d = v.charCodeAt(i) - 48;
    if (d < 0 || d > 9) continue;
    value += d * scale;
    scale *= 10;
    digits++;
  }
  return digits >= FEWEST_DIGITS ? String(value).padStart(digits, '0') : null;
}

/** The floor area, else the plot area, of a listing's one special block. */
function areaOf(item: unknown): unknown {
  const special = blockOf(item, 'special');
  const inner = special ? Object.values(special)[0] : undefined;
  const block = inner !== null && typeof inner === 'object' ? (inner as Block) : undefined;
  return block?.['floor_area'] ?? block?.['plot_area'];
}

/**
 * What a listing must share with another to look like it: type, settlement, address, area and price. A field the
 * row leaves empty is not compared; a row giving neither address nor price is never matched (too little to go by).
 */
function propertyKey(item: unknown): (string | null)[] | null {
  const address = textKey(blockOf(item, 'location')?.['address']);
  const price = numberKey(blockOf(item, 'price')?.['price']);
  if (address === null && price === null) return null;
  return [
    textKey(blockOf(item, 'property')?.['type']),
    numberKey(blockOf(item, 'location')?.['region_id']),
    address,
    numberKey(areaOf(item)),
    price,
  ];
}

function sellerKey(item: unknown): (string | null)[] | null {
  const name = textKey(blockOf(item, 'seller')?.['name']);
  const phone = phoneKey(blockOf(item, 'seller')?.['phone']);
  return name === null || phone === null ? null : [name, phone];
}

/** Every field the row gives holds the record's value. */
export function sameContent(row: readonly (string | null)[], record: readonly (string | null)[]): boolean {
  return row.every((v, i) => v === null || v === record[i]);
}

/** What a row or a record is compared by: a seller's name and phone, a listing's content; null: too little. */
export function keyOf(resource: 'seller' | 'property', body: unknown): (string | null)[] | null {
  return resource === 'seller' ? sellerKey(body) : propertyKey(body);
}

/** A record of the office; its key is worked out when a row first shares the field it is filed by (null: none). */
export interface Listed {
  readonly id: number;
  readonly item: unknown;
  key: readonly (string | null)[] | null | undefined;
}

/** The fields of a key records are filed by: a seller's phone; a listing's price, and its address for rows without. */
const PHONE = 1;
const ADDRESS = 2;
const PRICE = 4;

function fieldOf(item: unknown, field: number): string | null {
  if (field === PHONE) return phoneKey(blockOf(item, 'seller')?.['phone']);
  if (field === PRICE) return numberKey(blockOf(item, 'price')?.['price']);
  return textKey(blockOf(item, 'location')?.['address']);
}

/**
 * The office's records, filed when first needed. The records a row looks like are, in list order, those whose key
 * holds every value the row gives, so a row whose phone (seller) or price (listing) no record has looks like none and
 * is turned away before its name or address is folded. The rest are looked up as narrowly as before, so that many
 * records sharing a phone or a price are not scanned row by row: a seller among the records of its phone, filed by
 * name (only those records' names folded); a listing by its address, else its price (docs/performance.md, "(sixth
 * round)"). 10,000 rows against 10,000 records are neither compared pairwise nor, where they share no phone, folded.
 */
export class RecordFiles {
  private readonly records: readonly Listed[];
  private readonly files = new Map<number, Map<string, Listed[]>>();
  private readonly names = new Map<string, Map<string, Listed[]>>();

  constructor(
    private readonly resource: 'seller' | 'property',
    items: readonly unknown[],
  ) {
    this.records = items.flatMap((item) => {
      const id = blockOf(item, 'id')?.['id'];
      return typeof id === 'number' ? [{ id, item, key: undefined }] : [];
    });
  }

  /** A row's key and the records it may look like, in list order; null when it looks like none. */
  near(body: unknown): readonly [readonly (string | null)[], readonly Listed[]] | null {
    const first = this.resource === 'seller' ? PHONE : PRICE;
    const value = fieldOf(body, first);
    if (value === null ? first === PHONE : !this.file(first).has(value)) return null;
    const key = keyOf(this.resource, body);
    if (key === null) return null;
    // A seller's key gives a name and a phone; a listing's an address, else a price.
    const listed =
      first === PHONE
        ? this.byName(value ?? '').get(key[0] ?? '')
        : this.file(key[ADDRESS] !== null ? ADDRESS : PRICE).get(key[ADDRESS] ?? value ?? '');
    return listed === undefined ? null : [key, listed];
  }

  /** The records of one phone by their folded name, filed when a row of that phone first asks. */
  private byName(phone: string): Map<string, Listed[]> {
    let names = this.names.get(phone);
    if (names === undefined) {
      names = new Map();
      for (const r of this.file(PHONE).get(phone) ?? []) {
        const name = this.keyOf(r)?.[0];
        if (name === undefined || name === null) continue;
        const list = names.get(name);
        if (list === undefined) names.set(name, [r]);
        else list.push(r);
      }
      this.names.set(phone, names);
    }
    return names;
  }

  /** A record's key, worked out once. */
  keyOf(r: Listed): readonly (string | null)[] | null {
    if (r.key === undefined) r.key = keyOf(this.resource, r.item);
    return r.key;
  }

  private file(field: number): Map<string, Listed[]> {
    let file = this.files.get(field);
    if (file === undefined) {
      file = new Map();
      for (const r of this.records) {
        const value = fieldOf(r.item, field);
        if (value === null) continue;
        const list = file.get(value);
        if (list === undefined) file.set(value, [r]);
        else list.push(r);
      }
      this.files.set(field, file);
    }
    return file;
  }
}
