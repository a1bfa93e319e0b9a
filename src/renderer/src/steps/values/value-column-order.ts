// The order of the Values step's columns: those needing a decision first, the settled ones folded away.
import type { ValueColumn } from '../../../../shared/contract';
import { needsDecision } from '../value-card';

/** A column's key among the step's columns. */
export function columnKey(col: ValueColumn): string {
  return `${col.sheet}\u0000${col.column}`;
}

/**
 * The columns needing a decision, in the order found, and the rest, folded under one disclosure. A column that needed
 * one while the step was open stays open once decided: folding it away would move the card the user is working in.
 */
export function decisionFirst(
  columns: readonly ValueColumn[],
  keptOpen: ReadonlySet<string>,
): { open: ValueColumn[]; settled: ValueColumn[] } {
  const isOpen = (c: ValueColumn) => needsDecision(c) || keptOpen.has(columnKey(c));
  return { open: columns.filter(isOpen), settled: columns.filter((c) => !isOpen(c)) };
}
