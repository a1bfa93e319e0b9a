// The office's words learned once, each forgotten on its own or all together.
import type { LearnedWordView, ValueColumn } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import { codeWord, fieldLabel } from '../../components/code-word';

interface Props {
  readonly learned: readonly LearnedWordView[] | null;
  /** The workbook's value columns: their choices name codes that are ids (a settlement's region). */
  readonly columns: readonly ValueColumn[];
  readonly busy: boolean;
  readonly onForget: (words: readonly LearnedWordView[], all: boolean) => void;
}

/** A code's name among the columns' choices for its field, when one of them offers it. */
function chosenName(columns: readonly ValueColumn[], w: LearnedWordView, lang: 'en' | 'hu'): string | null {
  for (const c of columns) {
    if (c.field !== w.field) continue;
    const choice = c.allowed.find((a) => a.code === w.code);
    if (choice !== undefined) return choice[lang];
  }
  return null;
}

export function LearnedWords({ learned, columns, busy, onForget }: Props) {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="learned-title" className="card">
      <h2 id="learned-title">{t('learnedTitle')}</h2>
      <p className="hint">{t('learnedIntro')}</p>
      {learned?.length === 0 && <p className="muted">{t('noLearnedWords')}</p>}
      {learned !== null && learned.length > 0 && (
        <table className="table compact" aria-label={t('learnedTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('valueInWorkbook')}</th>
              <th scope="col">{t('mapsTo')}</th>
              <th scope="col">{t('forgetWord')}</th>
            </tr>
          </thead>
          <tbody>
            {learned.map((w) => (
              <tr key={`${w.field}-${w.value}`}>
                <th scope="row">
                  {w.value} <span className="muted">· {fieldLabel(w.field, lang)}</span>
                </th>
                <td>{chosenName(columns, w, lang) ?? codeWord(w.field, w.code, lang)}</td>
                <td>
                  <button type="button" className="secondary" disabled={busy} onClick={() => onForget([w], false)}>
                    {t('forgetWord')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {learned !== null && learned.length > 1 && (
        <button type="button" className="secondary" disabled={busy} onClick={() => onForget([], true)}>
          {t('forgetAllWords')}
        </button>
      )}
    </section>
  );
}
