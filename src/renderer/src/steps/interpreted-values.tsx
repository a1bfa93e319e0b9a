// The dry run's view of the interpretations (docs/office-conventions.md, "Interpretations"): each interpreted column's
// first row as it will be sent, so a wrong scale or currency is seen before anything is uploaded.
import { useEffect, useState } from 'react';
import type { InterpretationView } from '../../../shared/contract';
import { api } from '../api/platform';
import { headerWords } from '../components/header-words';
import { useI18n } from '../i18n/i18n';

/** One line per interpreted column with a filled row: `F Vételár (M Ft): 45,9 → 45 900 000 Ft`. */
export function InterpretedValues() {
  const { t, lang } = useI18n();
  const [list, setList] = useState<InterpretationView[] | null>(null);

  useEffect(() => {
    let live = true;
    void api.getInterpretations({}).then((r) => {
      if (live && r.ok) setList(r.value);
    });
    return () => {
      live = false;
    };
  }, []);

  const seen = new Set<string>();
  const columns = (list ?? []).filter((i) => {
    const key = `${i.sheet}\u0000${i.column}`;
    if (!i.on || !i.sent || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (columns.length === 0) return null;
  return (
    <div className="interpreted-values">
      <p id="interpreted-values-title">{t('dryRunInterpreted')}</p>
      <ul aria-labelledby="interpreted-values-title">
        {columns.map((i) => (
          <li key={`${i.sheet}-${i.column}`}>
            <span className="mono">{i.column}</span> {headerWords(i.header, null, lang)}: {i.sent}
          </li>
        ))}
      </ul>
    </div>
  );
}
