// The error navigator beside the grid: the problems grouped by field and message with counts, previous/next problem
// (which scroll to and focus the cell), and the current row's reasons, or its state, pinned where they can be read.
import type { SheetRole } from '../../../catalog';
import { mappableField } from '../../../catalog';
import type { ProblemKinds, Problems } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';
import type { StringKey } from '../i18n/ui-messages';
import { WARNING_MESSAGES, kindName } from '../i18n/warning-messages';
import { RowStateLine } from './row-state-line';
import { SegmentedChoice } from './segmented-choice';
import type { GridCursor } from './row-grid';
import type { GridColumn } from './use-row-pages';
import { formatMessage } from '../../../shared/message-catalog';

interface Props {
  readonly role: SheetRole;
  readonly problems: Problems | null;
  readonly columns: readonly GridColumn[];
  /** Index into `problems.cells` of the problem last gone to, or -1. */
  readonly position: number;
  readonly cursor: GridCursor | null;
  readonly onGo: (position: number) => void;
  /** Previous (-1) or next (1) problem from the current cell. */
  readonly onStep: (direction: -1 | 1) => void;
  /** This sheet's rows the portal refused: "no problems" must not read as "nothing to do" beside them. */
  readonly refused: number;
  /** Other sheets with invalid rows, as "Ingatlanok (7)": the count here is this sheet's, not the workbook's. */
  readonly elsewhere: readonly string[];
  /** What it goes through: the rows' problems, the open plausibility warnings, or both. */
  readonly kinds: ProblemKinds;
  readonly onKinds: (kinds: ProblemKinds) => void;
}

const KIND_CHOICES = [
  ['errors', 'navErrors'],
  ['warnings', 'navWarnings'],
  ['both', 'navBoth'],
] as const;

/** Errors, warnings or both: a radio group like the grid's row filter. */
function KindChoice({ kinds, onKinds }: Pick<Props, 'kinds' | 'onKinds'>) {
  const { lang } = useI18n();
  return (
    <SegmentedChoice
      label={formatMessage(WARNING_MESSAGES.navShows, lang)}
      choices={KIND_CHOICES.map(([k, key]) => [k, formatMessage(WARNING_MESSAGES[key], lang)] as const)}
      value={kinds}
      onChange={onKinds}
    />
  );
}

/** The navigator's words for what it goes through: errors, warnings or both. */
interface NavigatorWords {
  readonly next: StringKey;
  readonly previous: StringKey;
  readonly list: StringKey;
  readonly none: StringKey;
  readonly total: StringKey;
  readonly position: StringKey;
}

const WORDS: Readonly<Record<ProblemKinds, NavigatorWords>> = {
  errors: {
    next: 'nextProblem',
    previous: 'previousProblem',
    list: 'problemList',
    none: 'noProblems',
    total: 'problemTotal',
    position: 'problemPosition',
  },
  warnings: {
    next: 'nextWarning',
    previous: 'previousWarning',
    list: 'warningList',
    none: 'noWarnings',
    total: 'warningTotal',
    position: 'warningPosition',
  },
  both: {
    next: 'nextEither',
    previous: 'previousEither',
    list: 'eitherList',
    none: 'noEither',
    total: 'eitherTotal',
    position: 'eitherPosition',
  },
};

/** What the navigator says when this sheet has nothing to go to. */
function NoProblems(p: { readonly refused: number; readonly elsewhere: readonly string[]; readonly none: StringKey }) {
  const { refused, elsewhere, none } = p;
  const { t, number } = useI18n();
  return (
    <>
      {t(none)}
      {refused > 0 && <> {t('refusedRowsHere', { count: number(refused) })}</>}
      {elsewhere.length > 0 && <> {t('problemsElsewhere', { sheets: elsewhere.join(', ') })}</>}
    </>
  );
}

/** A message without its leading field label, where the label is shown beside it already. */
function withoutLabel(text: string): string {
  return text.replace(/^[^:„"]{1,60}:\s/, '');
}

export function ProblemNavigator(props: Props) {
  const { role, problems, columns, position, cursor, onGo, onStep, refused, elsewhere, kinds, onKinds } = props;
  const { t, lang, number } = useI18n();
  const words = WORDS[kinds];
  const count = problems?.cells.length ?? 0;
  const label = (field: string | null) => (field ? (mappableField(role, field)?.label[lang] ?? field) : t('row'));
  const reasons = cursor
    ? [
        ...cursor.row.cells.flatMap((c, i) => c.problems.map((p) => ({ where: columns[i]?.header ?? '', text: p }))),
        ...cursor.row.rowProblems.map((p) => ({ where: '', text: p })),
        // Warnings after the problems, named by their kind so they do not read as errors.
        ...(cursor.row.warnings ?? []).map((w) => ({
          where: `⚠ ${kindName(lang, w.kind)}`,
          text: w.message,
          warning: true,
        })),
      ]
    : [];
  // Named by what it shows: why the row is invalid only when it has a problem, else its state (valid, on the portal).
  const invalid =
    cursor !== null && (cursor.row.rowProblems.length > 0 || cursor.row.cells.some((c) => c.problems.length > 0));
  const panelName = t(invalid ? 'rowReasons' : 'rowState');
  return (
    <aside className="navigator card">
      <KindChoice kinds={kinds} onKinds={onKinds} />
      <div className="nav-buttons">
        <button type="button" className="secondary" disabled={count === 0} onClick={() => onStep(-1)}>
          {t(words.previous)}
        </button>
        <button type="button" className="primary" disabled={count === 0} onClick={() => onStep(1)}>
          {t(words.next)}
        </button>
      </div>
      <p className="muted nav-position" aria-live="polite">
        {count === 0 ? (
          <NoProblems refused={refused} elsewhere={elsewhere} none={words.none} />
        ) : position >= 0 ? (
          t(words.position, { at: number(position + 1), count: number(count) })
        ) : (
          t(words.total, { count: problems?.total ?? 0 })
        )}
      </p>
      <section className="row-reasons" role="region" aria-label={panelName}>
        <h2>{cursor ? `${t('row')} ${cursor.row.row}` : panelName}</h2>
        {reasons.length === 0 ? (
          cursor ? (
            <RowStateLine row={cursor.row} />
          ) : (
            <p className="muted">{t('reviewIntro')}</p>
          )
        ) : (
          <ul>
            {reasons.map((r, i) => (
              <li key={i} className={'warning' in r ? 'warned' : undefined}>
                {r.where && <strong>{r.where}: </strong>}
                {r.where && !('warning' in r) ? withoutLabel(r.text) : r.text}
              </li>
            ))}
          </ul>
        )}
        {cursor && cursor.row.notices.length > 0 && (
          <ul className="row-notices" aria-label={t('notices')}>
            {cursor.row.notices.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </section>
      {/* Only with problems to list: the line above says a sheet has none, once. */}
      {problems && problems.groups.length > 0 && (
        <section className="problem-list" role="region" aria-label={t(words.list)}>
          <h2>{t(words.list)}</h2>
          <ul>
            {problems.groups.map((g, gi) => (
              <li key={gi}>
                <button
                  type="button"
                  className="link problem-group"
                  onClick={() => onGo(problems.cells.findIndex((c) => c.group === gi))}
                >
                  <span className="group-count">{number(g.count)}</span>
                  {g.warning ? (
                    <span className="warn-text">
                      <span aria-hidden="true">⚠ </span>
                      <strong>{label(g.field)}</strong> · {kindName(lang, g.warning)}
                    </span>
                  ) : (
                    <span>
                      <strong>{label(g.field)}</strong> · {withoutLabel(g.message)}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
