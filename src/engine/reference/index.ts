// Reference data: fetched from the service, cached per connection, loaded offline with its age.
export * from './fetch-reference-data';
export * from './reference-cache';
export * from './newest-reference-cache';
export * from './seller-lookup';
export * from './obtain-reference-data';
