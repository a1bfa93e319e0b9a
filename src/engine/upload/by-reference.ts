// The plan's own look-ups of rows by resource, office and reference, without a key string per row.

/**
 * Values by resource, office and transfer_id in nested maps keyed by the raw values: a key string made and hashed for
 * every row (`seller|1|P-1`) was most of planning 10,000 new listings (docs/performance.md, "(tenth round, the plan)").
 */
export class ByReference<T> {
  readonly #seller = new Map<number, Map<string, T>>();
  readonly #property = new Map<number, Map<string, T>>();

  #of(resource: 'seller' | 'property', officeId: number): Map<string, T> | undefined {
    return (resource === 'seller' ? this.#seller : this.#property).get(officeId);
  }

  get(resource: 'seller' | 'property', officeId: number, transferId: string): T | undefined {
    return this.#of(resource, officeId)?.get(transferId);
  }

  has(resource: 'seller' | 'property', officeId: number, transferId: string): boolean {
    return this.#of(resource, officeId)?.has(transferId) ?? false;
  }

  set(resource: 'seller' | 'property', officeId: number, transferId: string, value: T): void {
    let refs = this.#of(resource, officeId);
    if (refs === undefined) {
      refs = new Map();
      (resource === 'seller' ? this.#seller : this.#property).set(officeId, refs);
    }
    refs.set(transferId, value);
  }
}
