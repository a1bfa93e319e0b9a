// Zod schemas of the API's answers the engine reads: error objects, 207 batch items, listed records, offices, regions.
import { z } from 'zod';

export const apiErrorSchema = z.object({ error_code: z.number().int(), error_description: z.string() });

/** The 207 answer's shape, checked by hand: it runs on every batch and only the statuses need checking. */
export function isBatchAnswer(value: unknown): value is { readonly status: number; readonly body: unknown }[] {
  if (!Array.isArray(value)) return false;
  for (const item of value as unknown[]) {
    if (item === null || typeof item !== 'object') return false;
    const status = (item as { status?: unknown }).status;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) return false;
  }
  return true;
}

const idNum = z.number().int().positive();

/** A seller or property as listed with `part=id` (and optionally `images.id`). */
export const listedRecordSchema = z.looseObject({
  id: z.looseObject({ id: idNum, transfer_id: z.string().nullish(), office_id: idNum.nullish() }),
  images: z
    .array(z.looseObject({ id: z.looseObject({ id: idNum, transfer_id: z.string().nullish() }).optional() }))
    .optional(),
});
export type ListedRecordRaw = z.infer<typeof listedRecordSchema>;

export const listedOfficeSchema = z.looseObject({
  id: z.looseObject({ id: idNum }),
  office: z
    .looseObject({ name: z.string(), status: z.enum(['active', 'inactive']), firm_id: idNum.nullish() })
    .optional(),
});

export const listedRegionSchema = z.looseObject({
  id: z.looseObject({ id: idNum }),
  region: z
    .looseObject({
      name: z.string(),
      latitude: z.number().nullish(),
      longitude: z.number().nullish(),
      zip_codes: z.array(z.string()).nullish(),
    })
    .optional(),
  areas: z
    .array(
      z.looseObject({
        area: z.looseObject({ id: idNum, name: z.string() }).optional(),
        id: z.looseObject({ id: idNum }).optional(),
      }),
    )
    .optional(),
});
