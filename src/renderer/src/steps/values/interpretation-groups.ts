// The importer's interpretations grouped by the column they read.
import type { InterpretationView } from '../../../../shared/contract';

/** Interpretations grouped by the column they read, in the order listed: a column's unit is chosen once. */
export function byColumn(list: readonly InterpretationView[]): InterpretationView[][] {
  const groups = new Map<string, InterpretationView[]>();
  for (const i of list) {
    const key = `${i.sheet}\u0000${i.column}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  return [...groups.values()];
}
