// Image links checked before the upload: the portal fetches each image by its URL (docs/plausibility.md).
export type { ImageCheckLimits } from './image-check-limits';
export { IMAGE_CHECK_LIMITS, IMAGE_CONTENT_TYPES } from './image-check-limits';
export type { ImageLinkOutcome, ImageLinkResult } from './image-link-result';
export type { ImageCheckOptions, ImageCheckProgress } from './check-image-links';
export { checkImageLinks } from './check-image-links';
export type { ImageRowResult } from './image-row-results';
export { imageRowResults, imageUrlOf } from './image-row-results';
export { imageNoteText, withImageNotes } from './image-result-notes';
