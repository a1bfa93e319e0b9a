// Plausibility warnings: values the API accepts that are most likely slips (docs/plausibility.md).
export type { PlausibilityInput } from './check-plausibility';
export { checkPlausibility, checkPlausibilityInTurns } from './check-plausibility';
export type { FieldFix, PlausibilityWarning, WarningBasis, WarningKind } from './plausibility-warning';
export { isWarningKind, WARNING_KINDS } from './plausibility-warning';
export type { AcceptedWarnings } from './accept-warnings';
export { acceptedRowKey, isAccepted, NONE_ACCEPTED, openWarnings, parseAcceptedKinds } from './accept-warnings';
export type { PortalChange } from './portal-changes';
export type { ListingFacts } from './listing-facts';
export { listingFacts } from './listing-facts';
export * as thresholds from './thresholds';
