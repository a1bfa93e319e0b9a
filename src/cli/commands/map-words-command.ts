// `words`: the words an office's staff mapped by hand (learned once), to review and forget.
import type { Command } from 'commander';
import type { LearnedWord } from '../../engine/values';
import { forgetWords, learnedWordsFolder, loadLearnedWords } from '../../engine/values';
import { formatBoth } from '../../catalog/message-catalog';
import { CLI_ARGUMENT_MESSAGES } from '../cli-argument-messages';
import { EXIT, bilingual, positiveInt, stateFolder } from '../cli-environment';

interface WordsOptions {
  readonly officeId?: string;
  readonly forget?: readonly string[];
  readonly forgetAll?: boolean;
  readonly json?: boolean;
}

type Io = { log: (s: string) => void; error: (s: string) => void };

/** `special.heating_type=cirkófűtés` → the field and the word; the word may itself hold `=`. */
function parseForget(spec: string): { field: string; value: string } | null {
  const at = spec.indexOf('=');
  if (at <= 0 || at === spec.length - 1) return null;
  return { field: spec.slice(0, at).trim(), value: spec.slice(at + 1) };
}

export async function runWordsCommand(opts: WordsOptions, io: Io): Promise<number> {
  const office = positiveInt('--office-id', opts.officeId);
  if (!office.ok || office.value === null) {
    io.error(`words: ${bilingual(office.ok ? formatBoth(CLI_ARGUMENT_MESSAGES.wordsOfficeRequired) : office.error)}`);
    return EXIT.unusable;
  }
  const folder = learnedWordsFolder(stateFolder());
  const forget = (opts.forget ?? []).map((f) => [f, parseForget(f)] as const);
  const bad = forget.find(([, p]) => p === null);
  if (bad) {
    io.error(`words: ${bilingual(formatBoth(CLI_ARGUMENT_MESSAGES.forgetShape, { value: bad[0] }))}`);
    return EXIT.unusable;
  }
  let words: readonly LearnedWord[];
  if (opts.forgetAll || forget.length > 0) {
    const which = opts.forgetAll ? 'all' : forget.flatMap(([, p]) => (p ? [p] : []));
    const before = await loadLearnedWords(folder, office.value);
    const done = await forgetWords(folder, office.value, which);
    if (!done.ok) {
      io.error(`words: ${bilingual(done.error)}`);
      return EXIT.unusable;
    }
    if (!before.ok) {
      io.error(`words: ${bilingual(before.error)}`);
      return EXIT.unusable;
    }
    if (!opts.json) io.log(`forgot ${before.value.length - done.value.length} word(s) of office ${office.value}.`);
    words = done.value;
  } else {
    const loaded = await loadLearnedWords(folder, office.value);
    if (!loaded.ok) {
      io.error(`words: ${bilingual(loaded.error)}`);
      return EXIT.unusable;
    }
    words = loaded.value;
  }
  if (opts.json) {
    io.log(JSON.stringify({ office_id: office.value, words }, null, 2));
    return EXIT.ok;
  }
  if (words.length === 0) io.log(`office ${office.value} has no remembered words.`);
  for (const w of words) {
    io.log(`${w.field.padEnd(28)} "${w.value}" → ${w.code}   (${w.from}, ${w.learnedAt.slice(0, 10)})`);
  }
  return EXIT.ok;
}

export function registerWordsCommand(program: Command): void {
  program
    .command('words')
    .description('List the words an office mapped by hand (remembered from mapping files and the app), or forget them.')
    .requiredOption('--office-id <n>', 'the office whose words to show')
    .option('--forget <field=word...>', 'forget these words, e.g. special.heating_type=cirkófűtés')
    .option('--forget-all', 'forget every remembered word of the office')
    .option('--json', 'print the words as JSON')
    .action(async (opts: WordsOptions) => {
      process.exitCode = await runWordsCommand(opts, { log: (s) => console.log(s), error: (s) => console.error(s) });
    });
}
