// Image rows of an exported workbook edited with openpyxl send only the changed fields of the image: real HTTP
// through the counting relay, one sandbox for the file, one listing and one seller with a few images.
import { describe, expect, it } from 'vitest';
import type { ApiClient, BatchItem } from '../../src/engine/api';
import { DEMO } from '../../src/sandbox';
import { useExportOffice } from '../support/export-office-kit';
import {
  PROPERTY_IMAGES,
  SELLER_IMAGES,
  editWithOpenpyxl,
  hungarianHeader,
  imageBody,
  postImages,
  propertyBody,
  sellerBody,
  sendAll,
} from '../support/export-test-kit';

const OFFICE = DEMO.offices.budapest;

const H = {
  url: hungarianHeader('property_images', 'image.url'),
  title: hungarianHeader('property_images', 'image.long_title'),
  order: hungarianHeader('property_images', 'image.order'),
};

const office = useExportOffice({ prefix: 'cli-image-partial-', sellers: 0, properties: 0, seed });
let imageIds = new Map<string, number>();

function imageId(name: string): number {
  const id = imageIds.get(name);
  if (id === undefined) throw new Error(`no image ${name}`);
  return id;
}

/** One seller (EXP-S1) with one image, one listing of it (EXP-P1) with three. */
async function seed(client: ApiClient): Promise<void> {
  await sendAll(client, [{ method: 'POST', uri: `/seller?office_id=${OFFICE}`, body: sellerBody(1) }]);
  const listing = {
    method: 'POST',
    uri: `/property?office_id=${OFFICE}`,
    body: propertyBody(1, { transfer_id: 'EXP-S1' }),
  };
  await sendAll(client, [listing as BatchItem]);
  imageIds = await postImages(client, [
    {
      uri: `/property/image?transfer_id=EXP-P1&office_id=${OFFICE}`,
      images: [imageBody('IMG-1', 1, 'Nappali'), imageBody('IMG-2', 2, 'Konyha'), imageBody('IMG-3', 3, 'Fürdő')],
      names: ['IMG-1', 'IMG-2', 'IMG-3'],
    },
    {
      uri: `/seller/image?transfer_id=EXP-S1&office_id=${OFFICE}`,
      images: [imageBody('S1', 1, 'Anna')],
      names: ['S1'],
    },
  ]);
}

async function exportTo(file: string): Promise<void> {
  await office.exportTo(file, { images: true });
}

interface Row {
  readonly sheet: string;
  readonly row: number;
  readonly status: string;
  readonly id?: number;
  readonly error_message?: string;
}

async function upload(file: string, out: string, extra: { dryRun?: boolean; json?: boolean } = { json: true }) {
  const run = await office.upload<{ rows: Row[] }>(file, { out, ...extra });
  const rows = extra.json === true ? (run.report?.rows ?? []) : [];
  return { ...run, rows, gets: run.seen.filter((s) => s.method === 'GET') };
}

const edit = editWithOpenpyxl;

type Listed = { images: { id: { id: number; transfer_id: string | null }; image: Record<string, unknown> }[] };

async function storedImage(resource: 'seller' | 'property', ref: string): Promise<Record<string, unknown>> {
  const listed = await office.client.listRecordBodies(resource, {
    office_id: OFFICE,
    part: ['id', 'images.id', 'images.image'],
  });
  const images = (listed.ok ? listed.value : []).flatMap((p) => (p as Listed).images);
  const found = images.find((i) => i.id.transfer_id === ref);
  if (!found) throw new Error(`no stored image ${ref}`);
  return found.image;
}

function rowOf(rows: readonly Row[], id: number): Row | undefined {
  return rows.find((r) => r.id === id);
}

describe('partial updates of image rows', () => {
  it('the dry run lists an edited image URL old → new and sends nothing', async () => {
    const file = office.file('dry.xlsx');
    await exportTo(file);
    const edited = office.file('dry-edited.xlsx');
    await edit(file, edited, [
      { sheet: PROPERTY_IMAGES, serviceId: imageId('IMG-3'), header: H.url, value: 'https://kepek.example.hu/uj.jpg' },
    ]);
    const { out, writes } = await upload(edited, office.file('dry.results.xlsx'), { dryRun: true });
    expect(writes).toEqual([]);
    const at = out.findIndex((l) => l.includes(`(Service ID ${imageId('IMG-3')}): update`));
    expect(out[at]).toMatch(new RegExp(`^${PROPERTY_IMAGES} row \\d+ `));
    expect(out[at + 1]).toBe(`  ${H.url}: https://kepek.example.hu/IMG-3.jpg → https://kepek.example.hu/uj.jpg`);
    expect(out).toContain(
      'compared with the service: 1 row to update (1 field), 0 rows unchanged (nothing sent for them)',
    );
  });

  it('an edited title and an edited order send exactly two image PUTs, each with only the changed field', async () => {
    const file = office.file('two.xlsx');
    await exportTo(file);
    const edited = office.file('two-edited.xlsx');
    await edit(file, edited, [
      { sheet: PROPERTY_IMAGES, serviceId: imageId('IMG-1'), header: H.title, value: 'Tágas nappali' },
      {
        sheet: SELLER_IMAGES,
        serviceId: imageId('S1'),
        header: hungarianHeader('seller_images', 'image.order'),
        value: 5,
      },
    ]);
    const results = office.file('two.results.xlsx');
    const { code, rows, writes, gets } = await upload(edited, results);
    expect(code).toBe(0);
    expect(writes.length).toBe(2);
    expect(writes).toEqual(
      expect.arrayContaining([
        {
          method: 'PUT',
          uri: `/seller/image?transfer_id=EXP-S1&office_id=${OFFICE}`,
          body: { images: [{ id: { transfer_id: 'S1' }, image: { order: 5 } }] },
        },
        {
          method: 'PUT',
          uri: `/property/image?transfer_id=EXP-P1&office_id=${OFFICE}`,
          body: { images: [{ id: { transfer_id: 'IMG-1' }, image: { long_title: 'Tágas nappali' } }] },
        },
      ]),
    );
    // The owners' current images: one list request per owner resource.
    expect(gets.filter((g) => g.path.includes('images.image')).length).toBe(2);
    expect(rowOf(rows, imageId('IMG-1'))?.status).toBe('updated');
    expect(rowOf(rows, imageId('S1'))?.status).toBe('updated');
    expect(rows.filter((r) => r.status !== 'skipped').length).toBe(2);
    const stored = await storedImage('property', 'IMG-1');
    expect(stored).toMatchObject({ long_title: 'Tágas nappali', short_title: 'Nappali (kicsi)', order: 1 });
    expect((await storedImage('seller', 'S1'))['order']).toBe(5);
    const again = await upload(results, office.file('two.results-2.xlsx'));
    expect(again.writes).toEqual([]);
  });

  it('an emptied title is cleared; an emptied order is kept by the service and the row says so', async () => {
    const file = office.file('emptied.xlsx');
    await exportTo(file);
    const edited = office.file('emptied-edited.xlsx');
    await edit(file, edited, [
      { sheet: PROPERTY_IMAGES, serviceId: imageId('IMG-2'), header: H.title, value: null },
      { sheet: PROPERTY_IMAGES, serviceId: imageId('IMG-3'), header: H.order, value: null },
    ]);
    const results = office.file('emptied.results.xlsx');
    const { rows, writes } = await upload(edited, results);
    expect(writes).toEqual([
      {
        method: 'PUT',
        uri: `/property/image?transfer_id=EXP-P1&office_id=${OFFICE}`,
        body: { images: [{ id: { transfer_id: 'IMG-2' }, image: { long_title: '' } }] },
      },
    ]);
    expect(rowOf(rows, imageId('IMG-2'))?.status).toBe('updated');
    expect(await storedImage('property', 'IMG-2')).toMatchObject({ long_title: '', short_title: 'Konyha (kicsi)' });
    const kept = rowOf(rows, imageId('IMG-3'));
    expect(kept?.status).toBe('skipped');
    expect(kept?.error_message).toBe(
      `Emptied cells: the service keeps ${H.order} (3), as the API cannot remove this value; ` +
        'type a new value to change it.',
    );
    expect((await storedImage('property', 'IMG-3'))['order']).toBe(3);
    const again = await upload(results, office.file('emptied.results-2.xlsx'));
    expect(again.writes).toEqual([]);
  });
});
