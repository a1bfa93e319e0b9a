// Filling in a message for the app's and the renderer's tables: the catalog's one formatter (docs/messages.md), named
// as these tables have always called it.
export type { MessageParams, MessageText } from '../catalog/message-catalog';
export { formatText as formatMessage, pluralForm } from '../catalog/message-catalog';
