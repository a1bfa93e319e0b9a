// A catalog's messages by id in one language, for a component that picks the id at run time (`t('stepOpen')`,
// `say(`kind_${kind}`)`); a fixed id can also read the message itself (`formatMessage(UNDO_MESSAGES.undo, lang)`).
import type { Language } from '../../../shared/contract';
import type { Message, MessageParams, ParamArgs } from '../../../shared/message-catalog';
import { formatText } from '../../../shared/message-catalog';

type Catalog<C> = { readonly [K in keyof C]: Message };

/** Whether a key type names more than one id (`kind_${kind}`, a table's value), not one written at the call. */
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * One id written at the call takes exactly the parameters its texts name, as `formatMessage` does; an id chosen at
 * run time among several takes any parameters (the catalog test checks each message's texts agree).
 */
export type Translator<C extends Catalog<C>> = <K extends keyof C & string>(
  key: K,
  ...params: true extends IsUnion<K> ? [params?: MessageParams] : ParamArgs<C[K]>
) => string;

export function translator<C extends Catalog<C>>(catalog: C, lang: Language): Translator<C> {
  return (key, ...params) => formatText(catalog[key][lang], lang, params[0]);
}
