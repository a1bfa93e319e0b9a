import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/catalog';
import { DEMO } from '../../src/sandbox';
import { call, createdId, errorCode, errorText, propertyBody, sellerBody, useEmptySandbox } from './sandbox-client';

const office = DEMO.offices.budapest;
const box = useEmptySandbox();

const image = (transferId: string, order: number, url = `https://kepek.example.hu/${transferId}.jpg`) => ({
  id: { transfer_id: transferId },
  image: { url, long_title: `Kép ${transferId}`, short_title: transferId, order },
});

for (const owner of ['seller', 'property'] as const) {
  describe(`/${owner}/image`, () => {
    async function makeOwner(): Promise<number> {
      const a =
        owner === 'seller'
          ? await call(box.sb, 'POST', `/seller?office_id=${office}`, { json: sellerBody('OWN-1') })
          : await call(box.sb, 'POST', `/property?office_id=${office}`, { json: propertyBody('OWN-1') });
      return createdId(a, owner);
    }

    it('creates images (201 {images:[{id}]}) listed in order with part=images.id,images.image', async () => {
      const ownerId = await makeOwner();
      const created = await call(box.sb, 'POST', `/${owner}/image?id=${ownerId}`, {
        json: { images: [image('I-2', 2), image('I-1', 1)] },
      });
      expect(created.status).toBe(201);
      const ids = (created.body as { images: { id: number }[] }).images.map((i) => i.id);
      expect(ids).toHaveLength(2);
      const list = await call(box.sb, 'GET', `/${owner}?part=images.id,images.image&id=${ownerId}`);
      expect(list.body).toEqual([
        {
          images: [
            {
              id: { id: ids[1], transfer_id: 'I-1' },
              image: {
                id: ids[1],
                url: 'https://kepek.example.hu/I-1.jpg',
                long_title: 'Kép I-1',
                short_title: 'I-1',
                order: 1,
              },
            },
            {
              id: { id: ids[0], transfer_id: 'I-2' },
              image: {
                id: ids[0],
                url: 'https://kepek.example.hu/I-2.jpg',
                long_title: 'Kép I-2',
                short_title: 'I-2',
                order: 2,
              },
            },
          ],
        },
      ]);
      const onlyIds = await call(box.sb, 'GET', `/${owner}?part=images.id&id=${ownerId}`);
      expect(
        (onlyIds.body as { images: Record<string, unknown>[] }[])[0]?.images.every(
          (i) => Object.keys(i).join() === 'id',
        ),
      ).toBe(true);
    });

    it('addresses the owner by transfer_id with office_id, refuses taken image transfer_ids and bad URLs', async () => {
      await makeOwner();
      const addr = `/${owner}/image?transfer_id=OWN-1&office_id=${office}`;
      expect((await call(box.sb, 'POST', addr, { json: { images: [image('I-1', 1)] } })).status).toBe(201);
      const taken = await call(box.sb, 'POST', addr, { json: { images: [image('I-1', 2)] } });
      expect(taken.status).toBe(409);
      expect(errorCode(taken)).toBe(ERROR_CODES.TRANSFER_ID_TAKEN);
      const badUrl = await call(box.sb, 'POST', addr, { json: { images: [image('I-9', 1, 'ftp://x/y.jpg')] } });
      expect(badUrl.status).toBe(400);
      expect(errorText(badUrl)).toContain('ftp://x/y.jpg');
      const noOwner = await call(box.sb, 'POST', `/${owner}/image?transfer_id=NOPE&office_id=${office}`, {
        json: { images: [image('I-1', 1)] },
      });
      expect(noOwner.status).toBe(404);
    });

    it('modifies images named by id.transfer_id (200 {images:[{id}]}) and refuses unknown ones', async () => {
      const ownerId = await makeOwner();
      const created = await call(box.sb, 'POST', `/${owner}/image?id=${ownerId}`, {
        json: { images: [image('I-1', 1)] },
      });
      const [imageId] = (created.body as { images: { id: number }[] }).images.map((i) => i.id);
      const put = await call(box.sb, 'PUT', `/${owner}/image?id=${ownerId}`, {
        json: { images: [{ id: { transfer_id: 'I-1' }, image: { order: 7, long_title: 'Nappali' } }] },
      });
      expect(put).toMatchObject({ status: 200, body: { images: [{ id: imageId }] } });
      const list = await call(box.sb, 'GET', `/${owner}?part=images.image&id=${ownerId}`);
      expect((list.body as { images: { image: Record<string, unknown> }[] }[])[0]?.images[0]?.image).toMatchObject({
        order: 7,
        long_title: 'Nappali',
        short_title: 'I-1',
      });
      const unknown = await call(box.sb, 'PUT', `/${owner}/image?id=${ownerId}`, {
        json: { images: [{ id: { transfer_id: 'I-X' }, image: { order: 1 } }] },
      });
      expect(unknown.status).toBe(404);
      const unnamed = await call(box.sb, 'PUT', `/${owner}/image?id=${ownerId}`, {
        json: { images: [{ image: { order: 1 } }] },
      });
      expect(unnamed.status).toBe(400);
      expect(errorText(unnamed)).toContain('images.0.id.transfer_id');
    });

    it('deletes images by image_id or image_transfer_id (200 {images:[{id}]})', async () => {
      const ownerId = await makeOwner();
      const created = await call(box.sb, 'POST', `/${owner}/image?id=${ownerId}`, {
        json: { images: [image('I-1', 1), image('I-2', 2), image('I-3', 3)] },
      });
      const ids = (created.body as { images: { id: number }[] }).images.map((i) => i.id);
      expect(await call(box.sb, 'DELETE', `/${owner}/image?id=${ownerId}&image_id=${ids[0]}`)).toMatchObject({
        status: 200,
        body: { images: [{ id: ids[0] }] },
      });
      expect(await call(box.sb, 'DELETE', `/${owner}/image?id=${ownerId}&image_transfer_id=I-2,I-3`)).toMatchObject({
        status: 200,
        body: { images: [{ id: ids[1] }, { id: ids[2] }] },
      });
      expect((await call(box.sb, 'GET', `/${owner}?part=images.id&id=${ownerId}`)).body).toEqual([{ images: [] }]);
      expect((await call(box.sb, 'DELETE', `/${owner}/image?id=${ownerId}&image_id=${ids[0]}`)).status).toBe(404);
      expect((await call(box.sb, 'DELETE', `/${owner}/image?id=${ownerId}`)).status).toBe(400);
      expect(
        (await call(box.sb, 'DELETE', `/${owner}/image?id=${ownerId}&image_id=1&image_transfer_id=I-1`)).status,
      ).toBe(400);
    });
  });
}
