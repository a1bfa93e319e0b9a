// The listing API client.
export * from './api-client';
export * from './api-failure';
export * from './api-types';
export { apiErrorSchema } from './api-schemas';
export * from './fault-ledger';
export * from './service-address';
export * from './fault-room-explanation';
export * from './request-sent';
