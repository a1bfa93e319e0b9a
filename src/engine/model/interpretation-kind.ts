// The kinds of reading beyond a column's cells (a header's scale, currency, period, area unit, compound rooms), by
// name: kept with the mapping, which lists the ones the user turned off per column.

export type InterpretationKind = 'scale' | 'currency' | 'period' | 'plot_unit' | 'rooms_split';
export const INTERPRETATION_KINDS: readonly InterpretationKind[] = [
  'scale',
  'currency',
  'period',
  'plot_unit',
  'rooms_split',
];

export function isInterpretationKind(value: unknown): value is InterpretationKind {
  return typeof value === 'string' && (INTERPRETATION_KINDS as readonly string[]).includes(value);
}
