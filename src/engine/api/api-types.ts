// Shapes the engine exchanges with the API client.

/** One request inside POST /batch; `uri` is relative to the base URL and carries the query. */
export interface BatchItem {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly uri: string;
  readonly body?: unknown;
}

/** One item of the 207 answer: the HTTP status and body the endpoint alone would have answered. */
export interface BatchItemAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** A seller or property as listed, reduced to what planning and reconciliation need. */
export interface ListedRecord {
  readonly id: number;
  readonly transferId: string | null;
  readonly officeId: number | null;
  readonly images: readonly { readonly id: number; readonly transferId: string | null }[];
}
