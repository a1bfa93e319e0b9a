// Commander's usage errors with a Hungarian line after its English, as `bilingual` writes ours (docs/messages.md,
// "Command line"). Recognised by the pinned commander's fixed wording; an error not recognised stays English as it is.
import type { Message, MessageParams } from '../catalog/message-catalog';
import { formatText } from '../catalog/message-catalog';
import { COMMANDER_MESSAGES, COMMANDER_SUGGESTION_MESSAGES } from './commander-messages';

/** A message's English forms as anchored patterns whose named groups are its parameters. */
function patternsOf(message: Message): readonly RegExp[] {
  const forms = typeof message.en === 'string' ? [message.en] : [message.en.one, message.en.other];
  return forms.map((text) => {
    const escaped = text.replace(/[.*+?^$()[\]\\|]/g, '\\$&');
    return new RegExp(`^${escaped.replace(/\{(\w+)\}/g, '(?<$1>.*?)')}$`);
  });
}

function patternTable(catalog: Readonly<Record<string, Message>>): readonly [RegExp, Message][] {
  return Object.values(catalog).flatMap((m) => patternsOf(m).map((re): [RegExp, Message] => [re, m]));
}

const FIRST_LINES = patternTable(COMMANDER_MESSAGES);
const SUGGESTIONS = patternTable(COMMANDER_SUGGESTION_MESSAGES);

/** The line in Hungarian, or null when it is none of the known wordings. */
function hungarianOf(line: string, table: readonly [RegExp, Message][]): string | null {
  for (const [re, message] of table) {
    const params: MessageParams | undefined = re.exec(line)?.groups;
    if (params !== undefined) return formatText(message.hu, 'hu', params);
  }
  return null;
}

/** Commander's error text (its message and a newline) with the Hungarian lines after it, when every line is known. */
export function withHungarian(text: string): string {
  const [first = '', ...rest] = text.replace(/\n$/, '').split('\n');
  const head = hungarianOf(first, FIRST_LINES);
  const tail = rest.map((l) => hungarianOf(l, SUGGESTIONS));
  if (head === null || tail.some((l) => l === null)) return text;
  return `${text.replace(/\n$/, '')}\n${[head, ...tail].join('\n')}\n`;
}

/** For `configureOutput`: writes commander's error with its Hungarian. */
export function outputUsageError(text: string, write: (s: string) => void): void {
  write(withHungarian(text));
}
