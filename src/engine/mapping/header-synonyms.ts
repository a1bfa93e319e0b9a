// The header words live in the catalog (src/catalog/header-synonyms.ts); re-exported here for the mapping's users.
export { HEADER_SYNONYMS, OFFICE_HEADERS } from '../../catalog/header-synonyms';
