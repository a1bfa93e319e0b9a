// A bulk fix: replace a value in one column for all (or only invalid) rows holding it, or fill its empty cells, with
// a preview of how many cells change; applied like an edit (written into the workbook, undoable before upload).
import { useEffect, useId, useState } from 'react';
import type { SheetRole } from '../../../catalog';
import type { Counts, MappedColumn } from '../../../shared/contract';
import { api } from '../api/platform';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import { choicesFor, fieldFor } from './cell-editor';

interface Props {
  readonly sheet: string;
  readonly role: SheetRole;
  readonly columns: readonly MappedColumn[];
  readonly onApplied: (c: Counts) => void;
}

export function BulkFix({ sheet, role, columns, onApplied }: Props) {
  const { t, lang, number } = useI18n();
  const { busy, run } = useCall();
  const id = useId();
  const mapped = columns.filter((c) => c.field !== null);
  const [index, setIndex] = useState<number>(mapped[0]?.index ?? 0);
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const [scope, setScope] = useState<'all' | 'invalid'>('all');
  const [preview, setPreview] = useState<number | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const column = mapped.find((c) => c.index === index);
  // Fields whose values are fixed offer them; the type-specific ones as any type allows them.
  const choices = column?.field ? choicesFor(fieldFor(role, column.field, null), lang) : null;

  useEffect(() => {
    setPreview(null);
    const timer = setTimeout(() => {
      void api.bulkReplace({ sheet, index, find, replace, scope, apply: false }).then((r) => {
        if (r.ok) setPreview(r.value.changed);
      });
    }, 150);
    return () => clearTimeout(timer);
  }, [sheet, index, find, replace, scope]);

  const apply = async () => {
    const r = await run(() => api.bulkReplace({ sheet, index, find, replace, scope, apply: true }));
    if (!r) return;
    setDone(r.changed);
    setPreview(0);
    onApplied(r.counts);
  };

  return (
    <details className="bulk-fix card">
      <summary>{t('bulkTitle')}</summary>
      <form
        className="bulk-form"
        onSubmit={(e) => {
          e.preventDefault();
          void apply();
        }}
      >
        <div className="bulk-field">
          <label htmlFor={`${id}-col`}>{t('bulkColumn')}</label>
          <select
            id={`${id}-col`}
            value={index}
            onChange={(e) => {
              setIndex(Number(e.target.value));
              setDone(null);
            }}
          >
            {mapped.map((c) => (
              <option key={c.index} value={c.index}>
                {c.column} · {c.header}
              </option>
            ))}
          </select>
        </div>
        <div className="bulk-field">
          <label htmlFor={`${id}-find`}>{t('bulkFind')}</label>
          <input
            id={`${id}-find`}
            value={find}
            placeholder={t('bulkFindEmpty')}
            onChange={(e) => {
              setFind(e.target.value);
              setDone(null);
            }}
          />
        </div>
        <div className="bulk-field">
          <label htmlFor={`${id}-replace`}>{t('bulkReplace')}</label>
          {choices ? (
            <select
              id={`${id}-replace`}
              value={replace}
              onChange={(e) => {
                setReplace(e.target.value);
                setDone(null);
              }}
            >
              <option value="">{t('chooseCode')}</option>
              {choices.map((c) => (
                <option key={c.code} value={c.word} title={c.code}>
                  {c.word}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-replace`}
              value={replace}
              onChange={(e) => {
                setReplace(e.target.value);
                setDone(null);
              }}
            />
          )}
        </div>
        <div className="bulk-field">
          <label htmlFor={`${id}-scope`}>{t('bulkScope')}</label>
          <select
            id={`${id}-scope`}
            value={scope}
            onChange={(e) => setScope(e.target.value === 'invalid' ? 'invalid' : 'all')}
          >
            <option value="all">{t('bulkScopeAll')}</option>
            <option value="invalid">{t('bulkScopeInvalid')}</option>
          </select>
        </div>
        <button type="submit" className="primary" disabled={busy || !preview}>
          {t('bulkApply')}
        </button>
        <p className="muted bulk-preview" role="status">
          {done !== null
            ? t('bulkDone', { count: number(done) })
            : preview !== null
              ? t('bulkPreview', { count: preview })
              : ''}
        </p>
      </form>
    </details>
  );
}
