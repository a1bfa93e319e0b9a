// A bulk fix: replace a value in one column for the rows of a scope holding it (all, invalid and refused, not yet on
// the portal), or fill its empty cells, with a preview of how many cells change and which of their rows are already
// on the portal; applied like an edit (written into the workbook, undoable before upload).
import { useEffect, useId, useRef, useState } from 'react';
import type { SheetRole } from '../../../catalog';
import type { Counts, MappedColumn, MethodResult } from '../../../shared/contract';
import { api } from '../api/platform';
import { headerWords } from './header-words';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import { choicesFor, fieldFor } from './cell-editor';

const SCOPES = ['all', 'invalid', 'unsent'] as const;
type BulkScope = (typeof SCOPES)[number];
type BulkPreview = MethodResult<'bulkReplace'>;

/** The rows on the portal as the language writes a list of row numbers (`2., 3. sor`, `rows 2, 3`), cut with `…`. */
function rowList(p: BulkPreview, lang: 'en' | 'hu'): string {
  const listed = p.onPortalRows.map((n) => (lang === 'hu' ? `${n}.` : String(n))).join(', ');
  return p.onPortal > p.onPortalRows.length ? `${listed}, …` : listed;
}

interface Props {
  readonly sheet: string;
  readonly role: SheetRole;
  readonly columns: readonly MappedColumn[];
  /** The grid's current column: the form starts there when opened. */
  readonly current: number | null;
  readonly onApplied: (c: Counts) => void;
}

export function BulkFix({ sheet, role, columns, current, onApplied }: Props) {
  const { t, lang, number } = useI18n();
  const { busy, run } = useCall();
  const id = useId();
  const mapped = columns.filter((c) => c.field !== null);
  const [index, setIndex] = useState<number>(mapped[0]?.index ?? 0);
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const [scope, setScope] = useState<BulkScope>('all');
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const findInput = useRef<HTMLInputElement>(null);
  // A column the user picked is kept: the details' toggle event comes later than a quick pick.
  const picked = useRef(false);
  const column = mapped.find((c) => c.index === index);
  // Fields whose values are fixed offer them; the type-specific ones as any type allows them.
  const choices = column?.field ? choicesFor(fieldFor(role, column.field, null), lang) : null;

  useEffect(() => {
    setPreview(null);
    // An answer for an older form is dropped: arriving late, it would show (and enable) the wrong count.
    let current = true;
    const timer = setTimeout(() => {
      void api.bulkReplace({ sheet, index, find, replace, scope, apply: false }).then((r) => {
        if (r.ok && current) setPreview(r.value);
      });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [sheet, index, find, replace, scope]);

  const apply = async () => {
    const r = await run(() => api.bulkReplace({ sheet, index, find, replace, scope, apply: true }));
    if (!r) return;
    setDone(r.changed);
    setPreview(null);
    onApplied(r.counts);
    // The button is off until the next preview: the focus goes back to the search text, not to the page's top.
    findInput.current?.focus();
  };

  return (
    <details
      className="bulk-fix card"
      onToggle={(e) => {
        const start = e.currentTarget.open && !picked.current && current !== null;
        if (start && mapped.some((c) => c.index === current)) setIndex(current);
      }}
    >
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
              picked.current = true;
              setIndex(Number(e.target.value));
              setDone(null);
            }}
          >
            {mapped.map((c) => (
              <option key={c.index} value={c.index}>
                {c.column} · {headerWords(c.header, c.field, lang, role)}
              </option>
            ))}
          </select>
        </div>
        <div className="bulk-field">
          <label htmlFor={`${id}-find`}>{t('bulkFind')}</label>
          <input
            ref={findInput}
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
            onChange={(e) => setScope(SCOPES.find((s) => s === e.target.value) ?? 'all')}
          >
            <option value="all">{t('bulkScopeAll')}</option>
            <option value="invalid">{t('bulkScopeInvalid')}</option>
            <option value="unsent">{t('bulkScopeUnsent')}</option>
          </select>
        </div>
        <button type="submit" className="primary" disabled={busy || !preview?.changed}>
          {t('bulkApply')}
        </button>
        <p className="muted bulk-preview" role="status">
          {done !== null
            ? t('bulkDone', { count: number(done) })
            : preview !== null
              ? t('bulkPreview', { count: preview.changed })
              : ''}
          {done === null && preview !== null && preview.onPortal > 0 && (
            <>
              {' '}
              <strong>
                {t('bulkOnPortal', {
                  count: number(preview.onPortal),
                  rows: rowList(preview, lang),
                })}
              </strong>
            </>
          )}
        </p>
      </form>
    </details>
  );
}
