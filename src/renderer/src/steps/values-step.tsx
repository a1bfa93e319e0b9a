// Step 4: for every column with a fixed list of values, the distinct values found and the code each maps to.
import { useEffect, useState } from 'react';
import type { ValueColumn } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';

interface Props {
  readonly onChanged: () => void;
  readonly onBack: () => void;
  readonly onNext: () => void;
}

export function ValuesStep({ onChanged, onBack, onNext }: Props) {
  const { t, lang } = useI18n();
  const { busy, run } = useCall();
  const [columns, setColumns] = useState<ValueColumn[] | null>(null);

  useEffect(() => { void run(() => api.getValueMappings({})).then((c) => { if (c) setColumns(c); }); }, [run]);

  const choose = async (col: ValueColumn, raw: string, code: string | null) => {
    const next = await run(() => api.setValueMapping({ sheet: col.sheet, column: col.column, raw, code }));
    if (next && columns) {
      setColumns(columns.map((c) => (c.sheet === next.sheet && c.column === next.column ? next : c)));
      onChanged();
    }
  };

  return (
    <section aria-labelledby="values-title" className="step-panel">
      <h1 id="values-title">{t('valuesTitle')}</h1>
      <p className="intro">{t('valuesIntro')}</p>
      {columns === null && <p role="status">{t('working')}</p>}
      {columns?.length === 0 && <p className="muted">{t('noValueColumns')}</p>}
      <div className="value-columns">
        {columns?.map((col) => {
          const unmatched = col.values.filter((v) => v.code === null).length;
          return (
            <div key={`${col.sheet}-${col.column}`} className="card value-card">
              <h2>
                <span className="mono">{col.column}</span> {col.header} <code className="option-key">{col.field}</code>
                {unmatched > 0 && <span className="tag danger">{t('unmatchedCount', { count: unmatched })}</span>}
              </h2>
              <table className="table compact" aria-label={`${col.header} (${col.field})`}>
                <thead><tr><th scope="col">{t('valueInWorkbook')}</th><th scope="col" className="num">{t('count')}</th><th scope="col">{t('mapsTo')}</th></tr></thead>
                <tbody>
                  {col.values.map((v) => (
                    <tr key={v.raw} className={v.code === null ? 'invalid-row' : ''}>
                      <th scope="row" title={v.message ?? undefined}>
                        {v.raw}{v.code === null && <span className="tag danger">{t('unmatched')}</span>}
                        {v.code === null && v.candidates.length > 0 && <div className="hint">{t('candidates', { values: v.candidates.join(', ') })}</div>}
                      </th>
                      <td className="num">{v.count}</td>
                      <td>
                        <select aria-label={`${col.header}: ${v.raw}`} value={v.code ?? ''} disabled={busy} onChange={(e) => void choose(col, v.raw, e.target.value === '' ? null : e.target.value)}>
                          <option value="">{t('chooseCode')}</option>
                          {col.allowed.map((a) => <option key={a.code} value={a.code}>{a[lang]} ({a.code})</option>)}
                        </select>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })}
      </div>
      <div className="footer-actions">
        <button type="button" className="secondary" onClick={onBack}>{t('back')}</button>
        <button type="button" className="primary" onClick={onNext}>{t('next')}</button>
      </div>
    </section>
  );
}
