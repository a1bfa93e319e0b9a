// The dry run's comparison with the service: per row an expandable list of the fields a modify changes, old → new.
import { useState } from 'react';
import type { PlannedChanges, PlannedFieldChange } from '../../../shared/contract';
import { headerWords } from '../components/header-words';
import { useI18n } from '../i18n/i18n';

/** Rows drawn at first and per "show more": a long list stays quick to render. */
const PAGE = 50;

function FieldLine({ change }: { readonly change: PlannedFieldChange }) {
  const { t, lang } = useI18n();
  const name = change.column === null ? change.label[lang] : headerWords(change.column, null, lang);
  const old = change.old[lang];
  const now = change.new[lang];
  return (
    <li className={`change ${change.kind}`}>
      <span className="change-field">{name}</span>:{' '}
      {change.kind === 'kept' ? (
        <span className="warn-text">{t('changeKept', { old })}</span>
      ) : (
        <>
          <del>{old === '' ? t('changeEmpty') : old}</del> → <ins>{now === '' ? t('changeEmpty') : now}</ins>
          {change.conflict === true && (
            <span className="warn-text conflict"> ({t('changeConflict', { old, new: now })})</span>
          )}
        </>
      )}
    </li>
  );
}

export function PlannedChangeList({ changes }: { readonly changes: PlannedChanges }) {
  const { t, number } = useI18n();
  const [limit, setLimit] = useState(PAGE);
  if (changes.update === 0 && changes.unchanged === 0) return null;
  const rows = changes.rows.slice(0, limit);
  const more = changes.rows.length - rows.length;
  return (
    <div className="planned-changes">
      <h2>{t('changesTitle')}</h2>
      <p>
        {changes.update > 0 && t('changesCounts', { count: changes.update, n: number(changes.update) })}
        {changes.update > 0 && changes.unchanged > 0 && ' '}
        {changes.unchanged > 0 && t('changesSame', { count: changes.unchanged, n: number(changes.unchanged) })}
      </p>
      <ul aria-label={t('changesTitle')} className="planned-change-rows">
        {rows.map((r) => (
          <li key={`${r.sheet}!${r.row}`}>
            {/* A row changed on the portal too is open and marked: its warning is not hidden in a closed entry. */}
            <details open={r.fields.some((f) => f.conflict === true)}>
              <summary>
                {t('changesRow', { sheet: r.sheet, row: r.row })}
                {r.serviceId !== null && ` · ${t('changesServiceId', { id: r.serviceId })}`}
                {` · ${t(r.action === 'update' ? 'changesAction_update' : 'changesAction_unchanged')}`}
                {` · ${t('changesFieldCount', { count: r.fields.length })}`}
                {r.fields.some((f) => f.conflict === true) && (
                  <span className="warn-text"> · {t('changesRowConflict')}</span>
                )}
              </summary>
              <ul>
                {r.fields.map((f, i) => (
                  <FieldLine key={`${f.column ?? f.label.en}-${i}`} change={f} />
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <button type="button" className="secondary" onClick={() => setLimit(limit + PAGE)}>
          {t('changesShowMore', { count: number(Math.min(PAGE, more)) })}
        </button>
      )}
      {changes.rowsWithChanges > changes.rows.length && (
        <p className="muted">
          {t('changesListed', { shown: number(changes.rows.length), count: number(changes.rowsWithChanges) })}
        </p>
      )}
    </div>
  );
}
