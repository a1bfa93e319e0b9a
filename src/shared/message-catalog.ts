// The catalog's one message mechanism (docs/messages.md) for the renderer, which reaches the lower layers only through
// `shared`: its catalogs are made with the same `defineMessages` and formatted by the same `formatMessage`.
export type { Message, MessageParams, MessageText, ParamArgs } from '../catalog/message-catalog';
export { LOCALES, defineMessages, formatMessage, formatText } from '../catalog/message-catalog';
