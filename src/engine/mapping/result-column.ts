// Recognises the result columns the engine writes back, so they are never mapped as data.
import { RESULT_HEADERS, RESULT_HEADERS_HU } from '../model/result-headers';
import { foldText } from '../values/fold-text';

export type ResultColumnKey = keyof typeof RESULT_HEADERS;

const BY_HEADER = new Map<string, ResultColumnKey>(
  (Object.keys(RESULT_HEADERS) as ResultColumnKey[]).flatMap((k) => [
    [foldText(RESULT_HEADERS[k]), k],
    [foldText(RESULT_HEADERS_HU[k]), k],
  ]),
);

/** Which result column a header is, in either language (`Import status`, `Importálás állapota` → `status`), or null. */
export function resultColumnOf(header: string): ResultColumnKey | null {
  return BY_HEADER.get(foldText(header)) ?? null;
}
