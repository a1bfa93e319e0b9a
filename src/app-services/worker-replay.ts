// What a restarted services worker is told again so the user can go on: the language, the connection, the workbook
// and the choices made on it (sheets, columns, values, the plausibility warnings accepted). Validation results and
// Review's edits are not replayed: the rows are validated again anyway, and an edit is the likeliest call to have
// brought the worker down.
import type { EngineRestartedEvent, Language, Outcome } from '../shared/contract';
import type { MethodName } from '../shared/contract-methods';

export interface ReplayCall {
  readonly method: MethodName;
  readonly args: unknown;
}

/** Calls that shape the open workbook's mapping; each is replayed in order after `openWorkbook`. */
const MAPPING_CALLS: ReadonlySet<MethodName> = new Set<MethodName>([
  'configureSheets',
  'setColumnMapping',
  'loadMappingTemplate',
  'setValueMapping',
  'setInterpretation',
  'setSheetDefaults',
  // Kept for the upload (docs/plausibility.md, "In the app"); taken without validating the rows again.
  'acceptWarnings',
]);

/** Enough for every choice a user makes by hand on one workbook; a journal past it replays the workbook only. */
const MAX_MAPPING_CALLS = 5000;

export interface SessionJournal {
  readonly language: ReplayCall | null;
  readonly connect: ReplayCall | null;
  readonly open: ReplayCall | null;
  readonly mapping: readonly ReplayCall[];
}

export const EMPTY_JOURNAL: SessionJournal = { language: null, connect: null, open: null, mapping: [] };

/** The journal after a call answered `outcome`; only successful calls that set the session's state count. */
export function recordCall(
  journal: SessionJournal,
  method: MethodName,
  args: unknown,
  outcome: Outcome<unknown>,
): SessionJournal {
  if (!outcome.ok) return journal;
  const call = { method, args };
  if (method === 'setLanguage') return { ...journal, language: call };
  if (method === 'connect') return { ...journal, connect: call };
  if (method === 'openWorkbook') return { ...journal, open: call, mapping: [] };
  if (method === 'configureSheets') return { ...journal, mapping: [call] };
  if (!MAPPING_CALLS.has(method) || journal.open === null) return journal;
  if (journal.mapping.length >= MAX_MAPPING_CALLS) return { ...journal, mapping: journal.mapping.slice(0, 1) };
  return { ...journal, mapping: [...journal.mapping, call] };
}

/** The calls to replay, in order, each with the part of the session that stands once it succeeded. */
export function replayPlan(journal: SessionJournal): readonly { call: ReplayCall; restores: Restored }[] {
  const plan: { call: ReplayCall; restores: Restored }[] = [];
  if (journal.language) plan.push({ call: journal.language, restores: 'none' });
  if (!journal.connect) return plan;
  plan.push({ call: journal.connect, restores: 'connection' });
  if (!journal.open) return plan;
  plan.push({ call: journal.open, restores: 'connection' });
  for (const call of journal.mapping) plan.push({ call, restores: 'connection' });
  // The workbook counts as reopened only once its mapping is back as well: the wizard's steps rely on both.
  const last = plan.at(-1);
  if (last) last.restores = 'workbook';
  return plan;
}

/** The journal reduced to what a replay restored, so a later restart does not replay what could not be reopened. */
export function journalUpTo(journal: SessionJournal, restored: Restored): SessionJournal {
  if (restored === 'workbook') return journal;
  if (restored === 'connection') return { ...journal, open: null, mapping: [] };
  return { ...EMPTY_JOURNAL, language: journal.language };
}

export type Restored = EngineRestartedEvent['restored'];

export function journalLanguage(journal: SessionJournal, locale: string): Language {
  const chosen = (journal.language?.args as { language?: unknown } | undefined)?.language;
  if (chosen === 'hu' || chosen === 'en') return chosen;
  return locale.toLowerCase().startsWith('hu') ? 'hu' : 'en';
}

const TEXT = {
  en: {
    stopped: 'The import engine stopped unexpectedly and was started again.',
    workbook:
      'The connection and the workbook were reopened with your sheet, column and value choices; the validation and ' +
      'the edits made in Review since are lost. Check the values and validate again.',
    connection: 'The connection was made again; open the workbook again.',
    none: 'Connect again.',
    nothing: 'Try again.',
    failed: 'Reopening failed: {reason}',
    gaveUp: 'The import engine stopped unexpectedly and could not be kept running; restart the app.',
  },
  hu: {
    stopped: 'Az importáló motor váratlanul leállt, ezért újraindult.',
    workbook:
      'A kapcsolat és a munkafüzet újra meg van nyitva a munkalapok, oszlopok és értékek beállításaival; az ' +
      'ellenőrzés eredménye és az Ellenőrzés lépésben azóta tett javítások elvesztek. Nézze át az értékeket, és ' +
      'ellenőrizze újra a sorokat.',
    connection: 'A kapcsolat újra létrejött; nyissa meg újra a munkafüzetet.',
    none: 'Csatlakozzon újra.',
    nothing: 'Próbálja újra.',
    failed: 'Az újbóli megnyitás nem sikerült: {reason}',
    gaveUp: 'Az importáló motor váratlanul leállt, és nem sikerült újra elindítani; indítsa újra az alkalmazást.',
  },
} as const;

/** The line shown after a restart: what stopped, what was reopened, and what the user does next. */
export function restartMessage(
  lang: Language,
  restored: Restored,
  hadSession: boolean,
  failure: string | null,
): string {
  const t = TEXT[lang];
  const next =
    restored === 'workbook' ? t.workbook : restored === 'connection' ? t.connection : hadSession ? t.none : t.nothing;
  const why = failure === null ? '' : ` ${t.failed.replace('{reason}', failure)}`;
  return `${t.stopped}${why} ${next}`;
}

/** When the worker keeps dying, starting it again only repeats the loss; the user is told to restart the app. */
export function gaveUpMessage(lang: Language): string {
  return TEXT[lang].gaveUp;
}
