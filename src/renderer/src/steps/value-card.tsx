// One column of the Values step: the distinct words found, how many times, and the word each means; a word one
// property type refuses is flagged with that type's rows and the words it allows.
import type { ValueColumn } from '../../../shared/contract';
import { codeWord, fieldLabel } from '../components/code-word';
import { headerWords } from '../components/header-words';
import { useI18n } from '../i18n/i18n';

export type AllowedWord = ValueColumn['allowed'][number];

interface Props {
  readonly col: ValueColumn;
  readonly busy: boolean;
  readonly onChoose: (col: ValueColumn, raw: string, code: string | null) => void;
  /** A word one type refuses, replaced in that type's rows by one it allows. */
  readonly onMapForType: (col: ValueColumn, rows: readonly number[], word: AllowedWord | undefined) => void;
}

/** The first rows by number, and an ellipsis when there are more. */
function rowList(rows: readonly number[]): string {
  return rows.length > ROWS_SHOWN ? `${rows.slice(0, ROWS_SHOWN).join(', ')}, …` : rows.join(', ');
}
const ROWS_SHOWN = 10;

/**
 * A code as the word staff know it (the API's codes are not shown): the column's allowed word, else the field's word
 * for it (a suggestion another property type allows), else the code.
 */
function wordOf(col: ValueColumn, code: string, lang: 'en' | 'hu'): string {
  return col.allowed.find((a) => a.code === code)?.[lang] ?? codeWord(col.field, code, lang);
}

/** A word still to map, or one a property type refuses: the column needs the user's decision. */
export function needsDecision(col: ValueColumn): boolean {
  return col.values.some((v) => v.code === null || (v.notAllowed?.length ?? 0) > 0);
}

export function ValueCard({ col, busy, onChoose, onMapForType }: Props) {
  const { t, lang } = useI18n();
  const unmatched = col.values.filter((v) => v.code === null).length;
  const field = fieldLabel(col.field, lang);
  const header = headerWords(col.header, col.field, lang);
  return (
    <div className="card value-card">
      <h2>
        <span className="mono">{col.column}</span> {header}
        {/* The field's name only where the header says something else ("Ingatlan típusa · Ingatlan típusa"). */}
        {field.toLocaleLowerCase(lang) !== header.toLocaleLowerCase(lang) && <span className="muted"> · {field}</span>}
        {unmatched > 0 && <span className="tag danger">{t('unmatchedCount', { count: unmatched })}</span>}
      </h2>
      <table className="table compact" aria-label={`${header} (${field})`}>
        <thead>
          <tr>
            <th scope="col">{t('valueInWorkbook')}</th>
            <th scope="col" className="num">
              {t('count')}
            </th>
            <th scope="col">{t('mapsTo')}</th>
          </tr>
        </thead>
        <tbody>
          {col.values.map((v) => (
            <tr key={v.raw} className={v.code === null ? 'invalid-row' : ''}>
              <th scope="row" title={v.message ?? undefined}>
                {v.raw}
                {v.code === null && <span className="tag danger">{t('unmatched')}</span>}
                {v.source === 'learned' && <span className="tag">{t('learnedSource')}</span>}
                {v.code === null && v.candidates.length > 0 && (
                  <div className="hint">
                    {t('candidates', { values: v.candidates.map((c) => wordOf(col, c, lang)).join(', ') })}
                  </div>
                )}
                {v.notAllowed?.map((n) => (
                  <div key={n.type} className="hint warn-text not-allowed-for-type">
                    {t('notAllowedForType', { type: n.typeWord, count: n.count, rows: rowList(n.rows) })}{' '}
                    {t('allowedForType', { type: n.typeWord, values: n.allowed.map((w) => w[lang]).join(', ') })}{' '}
                    {(n.nearest?.length ?? 0) > 0 && (
                      <>{t('nearestForType', { values: (n.nearest ?? []).map((w) => w[lang]).join(', ') })} </>
                    )}
                    <select
                      aria-label={t('mapForType', { value: v.raw, type: n.typeWord })}
                      value=""
                      disabled={busy}
                      onChange={(e) => {
                        onMapForType(
                          col,
                          n.rows,
                          n.allowed.find((a) => a.code === e.target.value),
                        );
                      }}
                    >
                      <option value="">{t('chooseCode')}</option>
                      {n.allowed.map((a) => (
                        <option key={a.code} value={a.code}>
                          {a[lang]}
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
              </th>
              <td className="num">{v.count}</td>
              <td>
                <select
                  aria-label={`${header}: ${v.raw}`}
                  value={v.code ?? ''}
                  disabled={busy}
                  onChange={(e) => onChoose(col, v.raw, e.target.value === '' ? null : e.target.value)}
                >
                  <option value="">{t('chooseCode')}</option>
                  {col.allowed.map((a) => (
                    <option key={a.code} value={a.code}>
                      {a[lang]}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
