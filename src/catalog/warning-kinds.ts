// The kinds of plausibility warning (docs/plausibility.md), named once for the engine that finds them and the
// contract that carries them to the renderer.
export const WARNING_KINDS = [
  'scale-slip',
  'sale-vs-rent',
  'price-per-m2',
  'zero-area',
  'areas-swapped',
  'rooms-vs-area',
  'price-change',
  'identity-change',
  'duplicate-content',
] as const;

export type WarningKind = (typeof WARNING_KINDS)[number];
