// The office's words learned once, each forgotten on its own or all together.
import type { LearnedWordView } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import { codeWord, fieldLabel } from '../value-card';

interface Props {
  readonly learned: readonly LearnedWordView[] | null;
  readonly busy: boolean;
  readonly onForget: (words: readonly LearnedWordView[], all: boolean) => void;
}

export function LearnedWords({ learned, busy, onForget }: Props) {
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
                <td>{codeWord(w.field, w.code, lang)}</td>
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
