// Zod schemas of the API's answers the engine reads: error objects, 207 batch items, listed records, offices, regions.
import { z } from 'zod';

export const apiErrorSchema = z.object({ error_code: z.number().int(), error_description: z.string() });

export const batchAnswerSchema = z.array(z.object({ status: z.number().int().min(100).max(599), body: z.unknown() }));

const idNum = z.number().int().positive();

/** A seller or property as listed with `part=id` (and optionally `images.id`). */
export const listedRecordSchema = z.looseObject({
  id: z.looseObject({ id: idNum, transfer_id: z.string().nullish(), office_id: idNum.nullish() }),
  images: z.array(z.looseObject({ id: z.looseObject({ id: idNum, transfer_id: z.string().nullish() }).optional() })).optional(),
});
export type ListedRecordRaw = z.infer<typeof listedRecordSchema>;

export const listedOfficeSchema = z.looseObject({
  id: z.looseObject({ id: idNum }),
  office: z.looseObject({ name: z.string(), status: z.enum(['active', 'inactive']), firm_id: idNum.nullish() }).optional(),
});

export const listedRegionSchema = z.looseObject({
  id: z.looseObject({ id: idNum }),
  region: z.looseObject({
    name: z.string(),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
    zip_codes: z.array(z.string()).nullish(),
  }).optional(),
  areas: z.array(z.looseObject({ area: z.looseObject({ id: idNum, name: z.string() }).optional(), id: z.looseObject({ id: idNum }).optional() })).optional(),
});

/** Answer of a successful write: `{seller: {id}}`, `{property: {id}}` or, for images, `{images: [{id}]}` or similar. */
export const writeAnswerSchema = z.union([
  z.looseObject({ seller: z.looseObject({ id: idNum }) }),
  z.looseObject({ property: z.looseObject({ id: idNum }) }),
  z.looseObject({ image: z.looseObject({ id: idNum }) }),
  z.looseObject({ images: z.array(z.unknown()) }),
]);
