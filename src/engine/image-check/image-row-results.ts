// The image rows of an import with the check's result of their URL: one per row, written back like other results.
import type { PreparedRow } from '../model/prepared-row';
import type { ImageLinkResult } from './image-link-result';

export interface ImageRowResult {
  readonly sheet: string;
  readonly row: number;
  readonly url: string;
  readonly result: ImageLinkResult;
}

/** The URL of an image row that would be sent (valid, not withdrawn or deleted); null for any other row. */
export function imageUrlOf(row: PreparedRow): string | null {
  if (row.role !== 'property_images' && row.role !== 'seller_images') return null;
  if (row.problems.length > 0 || (row.action ?? 'upsert') !== 'upsert') return null;
  const image = row.body.image;
  const url = image !== undefined && !Array.isArray(image) ? (image as { url?: unknown }).url : undefined;
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : null;
}

export function imageRowResults(
  rows: readonly PreparedRow[],
  results: ReadonlyMap<string, ImageLinkResult>,
): readonly ImageRowResult[] {
  const out: ImageRowResult[] = [];
  // No link checked (no --check-images, or no image rows): no row's link is looked for.
  if (results.size === 0) return out;
  for (const row of rows) {
    const url = imageUrlOf(row);
    const result = url === null ? undefined : results.get(url);
    if (url !== null && result !== undefined) out.push({ sheet: row.sheet, row: row.row, url, result });
  }
  return out;
}
