// The listing API client.
export * from './api-client';
export * from './api-failure';
export * from './api-types';
export { apiErrorSchema } from './api-schemas';
