// The service's reference data (regions with districts, offices) as the engine uses it, online or from the cache.

export interface AreaRef {
  readonly id: number;
  readonly name: string;
}

export interface RegionRef {
  readonly id: number;
  readonly name: string;
  readonly zipCodes: readonly string[];
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly areas: readonly AreaRef[];
}

export interface OfficeRef {
  readonly id: number;
  readonly name: string;
  readonly status: 'active' | 'inactive';
}

export interface ReferenceData {
  readonly regions: readonly RegionRef[];
  readonly offices: readonly OfficeRef[];
  /** When it was fetched from the service (ISO 8601); the age is shown when validating from the cache. */
  readonly fetchedAt: string;
  /** The base URL and user it was fetched with; a cache is only used for the same connection. */
  readonly source: { readonly baseUrl: string; readonly user: string };
}
