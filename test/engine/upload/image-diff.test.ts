// The image diff: only changed fields of an image item are sent, emptied titles are cleared with "", an emptied URL
// or order is reported kept; image owners are fetched with their images in the requests of the current records.
import { describe, expect, it } from 'vitest';
import type { ApiClient, BodyQuery } from '../../../src/engine/api';
import { currentKey, fetchCurrentRecords } from '../../../src/engine/upload/current-records';
import { diffImage, storedImage } from '../../../src/engine/upload/image-diff';

const ALL: ReadonlySet<string> = new Set([
  'owner.transfer_id',
  'id.transfer_id',
  'image.url',
  'image.long_title',
  'image.short_title',
  'image.order',
]);
const NONE: ReadonlySet<string> = new Set();

/** An image as GET lists it under `images` with `part=images.id,images.image`. */
const STORED = {
  id: { id: 900001, transfer_id: 'IMG-1' },
  image: { id: 900001, url: 'https://k.example.hu/1.jpg', long_title: 'Nappali', short_title: 'Nap', order: 1 },
};

/** The item the importer builds from the exported row of the same image. */
function item(image: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: { transfer_id: 'IMG-1' },
    image: { url: 'https://k.example.hu/1.jpg', long_title: 'Nappali', short_title: 'Nap', order: 1, ...image },
  };
}

function without(...names: string[]): Record<string, unknown> {
  const i = item();
  const image = Object.entries(i['image'] as Record<string, unknown>).filter(([k]) => !names.includes(k));
  return { ...i, image: Object.fromEntries(image) };
}

describe('image diff', () => {
  it('an unchanged item sends nothing and lists no change', () => {
    expect(diffImage(item(), STORED, ALL)).toEqual({ item: null, changes: [] });
  });

  it('an order typed as text, and a title saved with CRLF, are not changes', () => {
    const d = diffImage(item({ order: '1', long_title: 'Nappali\r\n' }), STORED, ALL);
    expect(d.item).toBeNull();
  });

  it('an edited title sends the item reference and that title only, old → new', () => {
    const d = diffImage(item({ long_title: 'Tágas nappali' }), STORED, ALL);
    expect(d.item).toEqual({ id: { transfer_id: 'IMG-1' }, image: { long_title: 'Tágas nappali' } });
    expect(d.changes).toEqual([{ key: 'image.long_title', kind: 'set', old: 'Nappali', new: 'Tágas nappali' }]);
  });

  it('an edited order and URL send both', () => {
    const d = diffImage(item({ order: 4, url: 'https://k.example.hu/uj.jpg' }), STORED, ALL);
    expect(d.item).toEqual({ id: { transfer_id: 'IMG-1' }, image: { url: 'https://k.example.hu/uj.jpg', order: 4 } });
    expect(d.changes.map((c) => c.key)).toEqual(['image.url', 'image.order']);
  });

  it('emptied titles are cleared with "" (null is refused for them)', () => {
    const d = diffImage(without('long_title', 'short_title'), STORED, ALL);
    expect(d.item).toEqual({ id: { transfer_id: 'IMG-1' }, image: { long_title: '', short_title: '' } });
    expect(d.changes).toEqual([
      { key: 'image.long_title', kind: 'clear', old: 'Nappali', new: null },
      { key: 'image.short_title', kind: 'clear', old: 'Nap', new: null },
    ]);
  });

  it('an emptied order is kept by the service: reported, nothing sent', () => {
    const d = diffImage(without('order'), STORED, ALL);
    expect(d.item).toBeNull();
    expect(d.changes).toEqual([{ key: 'image.order', kind: 'kept', old: 1, new: null }]);
  });

  it('a title the sheet has no column for is not an emptied cell', () => {
    expect(diffImage(without('long_title', 'short_title'), STORED, NONE)).toEqual({ item: null, changes: [] });
  });

  it('an emptied cell where the service holds nothing is no change', () => {
    const stored = { ...STORED, image: { ...STORED.image, short_title: null } };
    expect(diffImage(without('short_title'), stored, ALL).item).toBeNull();
  });

  it('finds the stored image by its reference in the owner as listed', () => {
    const owner = { id: { id: 700001 }, images: [{ id: { id: 1, transfer_id: null } }, STORED] };
    expect(storedImage(owner, 'IMG-1')).toBe(STORED);
    expect(storedImage(owner, 'IMG-2')).toBeUndefined();
    expect(storedImage({ id: { id: 700001 } }, 'IMG-1')).toBeUndefined();
  });
});

describe('current records with image owners', () => {
  function fakeClient() {
    const asked: { resource: string; query: BodyQuery }[] = [];
    const client = {
      listRecordBodies: (resource: 'seller' | 'property', query: BodyQuery) => {
        asked.push({ resource, query });
        return Promise.resolve({ ok: true, value: (query.id ?? []).map((id) => ({ id: { id }, images: [] })) });
      },
    } as unknown as ApiClient;
    return { client, asked };
  }

  it('owners of modified images only: one request per resource for id and images', async () => {
    const { client, asked } = fakeClient();
    const imageOwners = {
      seller: [{ id: 500001, officeId: 1 }],
      property: [
        { id: 700001, officeId: 1 },
        { id: 700001, officeId: 1 },
        { id: 700002, officeId: 1 },
      ],
    };
    const r = await fetchCurrentRecords(client, {
      seller: [],
      property: [],
      propertyBlocks: new Set(['property']),
      imageOwners,
    });
    expect(r.ok && [...r.value.keys()].sort()).toEqual(
      [currentKey('property', 700001), currentKey('property', 700002), currentKey('seller', 500001)].sort(),
    );
    expect(asked).toEqual([
      { resource: 'seller', query: { id: [500001], part: ['id', 'images.id', 'images.image'] } },
      { resource: 'property', query: { id: [700001, 700002], part: ['id', 'images.id', 'images.image'] } },
    ]);
  });

  it('a listing modified and with a modified image is asked for once, with its blocks and its images', async () => {
    const { client, asked } = fakeClient();
    const r = await fetchCurrentRecords(client, {
      seller: [],
      property: [
        { id: 700001, officeId: 1 },
        { id: 700003, officeId: 1 },
      ],
      propertyBlocks: new Set(['property', 'price']),
      imageOwners: { seller: [], property: [{ id: 700001, officeId: 1 }] },
    });
    expect(r.ok && r.value.size).toBe(2);
    expect(asked).toEqual([
      { resource: 'property', query: { id: [700003], part: ['id', 'property', 'price'] } },
      {
        resource: 'property',
        query: { id: [700001], part: ['id', 'property', 'price', 'images.id', 'images.image'] },
      },
    ]);
  });
});
