// The results of a write begun before they are all known: each sheet's rows are let through to the rewrite as their
// results are given, a row read is never changed again, and at the end the final results are adopted only where
// they are the very ones read (docs/write-back.md, "Written as the batches answer").
import type { RowResult } from '../model/row-result';
import type { SheetResults } from '../model/sheet-results';

/** Thrown into a write waiting at the gate when its results will not come (the write is given up). */
export class GateClosed extends Error {
  override readonly name = 'GateClosed';
}

/** One sheet's rows: the results the rewrite reads, and how far they may be read. */
export class SheetGate {
  /** The rewrite's results by row: a row's entry is its given result once given, a stand-in before. */
  readonly results = new Map<number, RowResult>();
  /** The rows that get a result, in order. */
  private readonly order: readonly number[];
  private readonly given = new Set<number>();
  /** Index in `order` of the first row not given yet. */
  private next = 0;
  /** Rows up to this one may have been read: their entries never change again. */
  private frozen = -Infinity;
  private waiters: { readonly row: number; readonly resolve: () => void; readonly reject: (e: unknown) => void }[] = [];
  private closed: GateClosed | null = null;

  constructor(provisional: SheetResults) {
    for (const r of provisional.results) this.results.set(r.row, r);
    this.order = [...this.results.keys()].sort((a, b) => a - b);
  }

  /** The highest row the rewrite may read now (every row with a result up to it is given); read rows are frozen. */
  allow(): number {
    const through = this.through();
    this.frozen = Math.max(this.frozen, through);
    return through;
  }

  /** Resolves once row `row` may be read (every row with a result up to it given); rejects once the gate closes. */
  whenAllowed(row: number): Promise<void> {
    if (this.closed !== null) return Promise.reject(this.closed);
    if (this.through() >= row) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ row, resolve, reject }));
  }

  /** A row's result, as it will be written: taken unless its row was read already or gets no result. */
  give(result: RowResult): void {
    const row = result.row;
    if (row <= this.frozen || !this.results.has(row)) return;
    this.results.set(row, result);
    if (this.given.has(row)) return;
    this.given.add(row);
    while (this.next < this.order.length && this.given.has(this.order[this.next] ?? 0)) this.next++;
    this.wake();
  }

  /**
   * The final results, when the rows read were read with these very objects and the same rows get a result; they
   * replace what was not read yet and every row may be read. False when they differ: the write is then given up.
   */
  adopt(final: readonly RowResult[]): boolean {
    if (final.length !== this.order.length) return false;
    for (const r of final) {
      const was = this.results.get(r.row);
      if (was === undefined || (r.row <= this.frozen && was !== r)) return false;
    }
    for (const r of final) this.give(r);
    return this.next === this.order.length;
  }

  /** The write waiting here is given up. */
  close(why: GateClosed): void {
    this.closed = why;
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w.reject(why);
  }

  /** The highest row every row with a result up to which is given. */
  private through(): number {
    return this.next < this.order.length ? (this.order[this.next] ?? 0) - 1 : Infinity;
  }

  private wake(): void {
    const through = this.through();
    if (!this.waiters.some((w) => w.row <= through)) return;
    const ready = this.waiters.filter((w) => w.row <= through);
    this.waiters = this.waiters.filter((w) => w.row > through);
    for (const w of ready) w.resolve();
  }
}

/** Every sheet's gate of one write, by sheet name. */
export class ResultsGate {
  private readonly sheets = new Map<string, SheetGate>();

  /** `provisional`: the sheets as they will be given at the end, each result a stand-in until given. */
  constructor(provisional: readonly SheetResults[]) {
    for (const s of provisional) this.sheets.set(s.sheet, new SheetGate(s));
  }

  sheet(name: string): SheetGate | undefined {
    return this.sheets.get(name);
  }

  give(result: RowResult, sheet: string): void {
    this.sheets.get(sheet)?.give(result);
  }

  /** The final results adopted by every sheet (see `SheetGate.adopt`); false (the write given up) when any differ. */
  adopt(final: readonly SheetResults[]): boolean {
    if (final.length !== this.sheets.size) return false;
    for (const s of final) {
      const gate = this.sheets.get(s.sheet);
      if (gate === undefined || !gate.adopt(s.results)) return false;
    }
    return true;
  }

  close(): void {
    const why = new GateClosed('the write ahead of its results was given up');
    for (const gate of this.sheets.values()) gate.close(why);
  }
}
