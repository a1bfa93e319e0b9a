// Every endpoint of the API with its query parameters, as data; request schemas are derived from it.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type QueryParamType =
  | { readonly kind: 'id' }
  | { readonly kind: 'ids' }
  | { readonly kind: 'transfer_id' }
  | { readonly kind: 'transfer_ids' }
  | { readonly kind: 'datetime' }
  | { readonly kind: 'parts'; readonly parts: readonly string[] };

export interface QueryParam {
  readonly name: string;
  readonly type: QueryParamType;
  readonly required: boolean;
}

/** Which resource a write body has, if any. */
export type BodyKind = 'seller' | 'property' | 'seller_images' | 'property_images' | 'batch' | null;

export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query: readonly QueryParam[];
  /** Pairs of parameters of which at most one may be given. */
  readonly exclusive: readonly (readonly [string, string])[];
  /** `[a, b]`: when `a` is given, `b` is required. */
  readonly requires: readonly (readonly [string, string])[];
  readonly body: BodyKind;
  readonly operation: 'list' | 'create' | 'modify' | 'delete' | 'batch';
  readonly success: 200 | 201 | 207;
  /** True where the spec leaves the endpoint open and this project designed it (docs/api.md). */
  readonly designed: boolean;
}

const q = (name: string, type: QueryParamType, required = false): QueryParam => ({ name, type, required });

export const SELLER_PARTS = ['id', 'seller', 'images.id', 'images.image'] as const;
export const PROPERTY_PARTS = [
  'id',
  'property',
  'seller',
  'location',
  'price',
  'descriptions',
  'map',
  'special',
  'images.id',
  'images.image',
] as const;
/** The `part` values that bring a record's images with their IDs. */
export const IMAGE_PARTS: readonly string[] = ['images.id', 'images.image'];
const notImage = (part: string): boolean => !IMAGE_PARTS.includes(part);
/** A seller's or property's `part` values without its images: `id` and the record's own blocks, in list order. */
export const SELLER_RECORD_PARTS: readonly string[] = SELLER_PARTS.filter(notImage);
export const PROPERTY_RECORD_PARTS: readonly string[] = PROPERTY_PARTS.filter(notImage);
export const OFFICE_PARTS = ['id', 'office', 'firm', 'region', 'contact', 'contact_person'] as const;
export const REGION_PARTS = ['id', 'region', 'areas.id', 'areas.area'] as const;

const changedFilters = [q('created_after', { kind: 'datetime' }), q('updated_after', { kind: 'datetime' })];

/** Addressing one record: `id`, or `transfer_id` with `office_id`. */
const oneRecord = {
  query: [q('id', { kind: 'id' }), q('transfer_id', { kind: 'transfer_id' }), q('office_id', { kind: 'id' })],
  exclusive: [['id', 'transfer_id']] as const,
  requires: [['transfer_id', 'office_id']] as const,
};

/** Image requests name their owner like {@link oneRecord}; delete names images by `image_id` or `image_transfer_id`. */
const imageDelete = {
  query: [...oneRecord.query, q('image_id', { kind: 'ids' }), q('image_transfer_id', { kind: 'transfer_ids' })],
  exclusive: [
    ['id', 'transfer_id'],
    ['image_id', 'image_transfer_id'],
  ] as const,
  requires: [['transfer_id', 'office_id']] as const,
};

function listEndpoint(
  path: string,
  parts: readonly string[],
  extra: readonly QueryParam[],
  designed: boolean,
): EndpointDef {
  return {
    method: 'GET',
    path,
    operation: 'list',
    success: 200,
    body: null,
    designed,
    query: [q('part', { kind: 'parts', parts }, true), ...extra, ...changedFilters],
    exclusive: extra.some((p) => p.name === 'transfer_id') ? [['id', 'transfer_id']] : [],
    requires: [],
  };
}

const recordFilters = [
  q('office_id', { kind: 'id' }),
  q('id', { kind: 'ids' }),
  q('transfer_id', { kind: 'transfer_ids' }),
];

export const ENDPOINTS: readonly EndpointDef[] = [
  listEndpoint('/property', PROPERTY_PARTS, recordFilters, true),
  {
    method: 'POST',
    path: '/property',
    operation: 'create',
    success: 201,
    body: 'property',
    designed: true,
    query: [q('office_id', { kind: 'id' }, true)],
    exclusive: [],
    requires: [],
  },
  {
    method: 'PUT',
    path: '/property',
    operation: 'modify',
    success: 200,
    body: 'property',
    designed: false,
    ...oneRecord,
  },
  { method: 'DELETE', path: '/property', operation: 'delete', success: 200, body: null, designed: false, ...oneRecord },
  {
    method: 'POST',
    path: '/property/image',
    operation: 'create',
    success: 201,
    body: 'property_images',
    designed: true,
    ...oneRecord,
  },
  {
    method: 'PUT',
    path: '/property/image',
    operation: 'modify',
    success: 200,
    body: 'property_images',
    designed: true,
    ...oneRecord,
  },
  {
    method: 'DELETE',
    path: '/property/image',
    operation: 'delete',
    success: 200,
    body: null,
    designed: true,
    ...imageDelete,
  },
  listEndpoint('/seller', SELLER_PARTS, recordFilters, false),
  {
    method: 'POST',
    path: '/seller',
    operation: 'create',
    success: 201,
    body: 'seller',
    designed: false,
    query: [q('office_id', { kind: 'id' }, true)],
    exclusive: [],
    requires: [],
  },
  { method: 'PUT', path: '/seller', operation: 'modify', success: 200, body: 'seller', designed: false, ...oneRecord },
  { method: 'DELETE', path: '/seller', operation: 'delete', success: 200, body: null, designed: true, ...oneRecord },
  {
    method: 'POST',
    path: '/seller/image',
    operation: 'create',
    success: 201,
    body: 'seller_images',
    designed: true,
    ...oneRecord,
  },
  {
    method: 'PUT',
    path: '/seller/image',
    operation: 'modify',
    success: 200,
    body: 'seller_images',
    designed: true,
    ...oneRecord,
  },
  {
    method: 'DELETE',
    path: '/seller/image',
    operation: 'delete',
    success: 200,
    body: null,
    designed: true,
    ...imageDelete,
  },
  listEndpoint('/office', OFFICE_PARTS, [q('id', { kind: 'ids' })], false),
  listEndpoint('/region', REGION_PARTS, [q('id', { kind: 'ids' })], false),
  {
    method: 'POST',
    path: '/batch',
    operation: 'batch',
    success: 207,
    body: 'batch',
    designed: false,
    query: [],
    exclusive: [],
    requires: [],
  },
];

export function findEndpoint(method: string, path: string): EndpointDef | undefined {
  return ENDPOINTS.find((e) => e.method === method && e.path === path);
}

/** At most this many request items per POST /batch. */
export const BATCH_LIMIT = 100;
/** Faulty requests per IP address per rolling hour before error 12. */
export const FAULT_LIMIT_PER_HOUR = 100;
/** A featured property stays featured at least this long. */
export const FEATURED_LOCK_MS = 7 * 24 * 60 * 60 * 1000;
