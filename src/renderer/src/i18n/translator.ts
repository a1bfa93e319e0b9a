// A catalog's messages by id in one language, for a component that picks the id at run time (`t('stepOpen')`,
// `say(`kind_${kind}`)`); a fixed id reads the message itself (`formatMessage(UNDO_MESSAGES.undo, lang)`).
import type { Language } from '../../../shared/contract';
import type { Message, MessageParams } from '../../../shared/message-catalog';
import { formatText } from '../../../shared/message-catalog';

export type Translator<C extends { readonly [K in keyof C]: Message }> = (
  key: keyof C & string,
  params?: MessageParams,
) => string;

export function translator<C extends { readonly [K in keyof C]: Message }>(catalog: C, lang: Language): Translator<C> {
  return (key, params) => formatText(catalog[key][lang], lang, params);
}
