// A searchable list of the fields a column can go to, grouped by block, with type, limits and allowed values.
import type { KeyboardEvent } from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import type { FieldDef, SheetRole } from '../../../catalog';
import { IMPORT_ACTION_DEF, describeType, fieldsForRole, takesImportAction } from '../../../catalog';
import type { Language } from '../../../shared/contract';
import { formatMessage } from '../../../shared/message-catalog';
import { useI18n } from '../i18n/i18n';
import { FIELD_BLOCK_MESSAGES } from './field-block-messages';
import { allowedWords, fold } from './field-describe';

interface Props {
  readonly role: SheetRole;
  readonly title: string;
  readonly value: string | null;
  /** Fields already used by other columns, marked so a double mapping is visible. */
  readonly taken: ReadonlySet<string>;
  readonly onPick: (field: string | null) => void;
}

/** A block's name in the language; a block the catalog adds later shows as its key until it has one. */
function blockName(block: string, lang: Language): string {
  return Object.hasOwn(FIELD_BLOCK_MESSAGES, block)
    ? formatMessage(FIELD_BLOCK_MESSAGES[block as keyof typeof FIELD_BLOCK_MESSAGES], lang)
    : block;
}

/** The role's fields, and on a listings sheet the Import action (what the upload does with the row's listing). */
function mappable(role: SheetRole): readonly FieldDef[] {
  return takesImportAction(role) ? [...fieldsForRole(role), IMPORT_ACTION_DEF] : fieldsForRole(role);
}

export function FieldPicker({ role, title, value, taken, onPick }: Props) {
  const { t, lang } = useI18n();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const list = useRef<HTMLDivElement>(null);

  /** Arrow keys go from the search box into the list and along it; Home/End jump; Enter and Space pick. */
  const moveFocus = (e: KeyboardEvent<HTMLElement>) => {
    const options = [...(list.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    if (options.length === 0) return;
    const at = options.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (e.key === 'ArrowDown') next = at < 0 ? (options.length > 1 ? 1 : 0) : Math.min(at + 1, options.length - 1);
    else if (e.key === 'ArrowUp') next = at <= 0 ? null : at - 1;
    else if (e.key === 'Home' && at >= 0) next = 0;
    else if (e.key === 'End' && at >= 0) next = options.length - 1;
    if (e.key === 'ArrowUp' && at === 0) {
      e.preventDefault();
      document.getElementById(searchId)?.focus();
      return;
    }
    if (next === null) return;
    e.preventDefault();
    options[next]?.focus();
    options[next]?.scrollIntoView({ block: 'nearest' });
  };
  const groups = useMemo(() => {
    const q = fold(query.trim());
    const fields = mappable(role).filter(
      (f) =>
        q === '' ||
        [f.key, f.label.en, f.label.hu, f.help[lang], allowedWords(f, lang, 100) ?? ''].some((s) =>
          fold(s).includes(q),
        ),
    );
    const byBlock = new Map<string, FieldDef[]>();
    for (const f of fields) byBlock.set(f.block, [...(byBlock.get(f.block) ?? []), f]);
    return [...byBlock.entries()];
  }, [role, query, lang]);

  return (
    <div className="field-picker">
      <h2 className="picker-title">{title}</h2>
      <label htmlFor={searchId} className="visually-hidden">
        {t('searchFields')}
      </label>
      <input
        id={searchId}
        type="search"
        className="search"
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-label={t('searchFields')}
        onKeyDown={moveFocus}
      />
      <div ref={list} className="picker-list" role="listbox" aria-label={title} onKeyDown={moveFocus}>
        <div
          role="option"
          aria-selected={value === null}
          tabIndex={value === null ? 0 : -1}
          className={`picker-option skip${value === null ? ' chosen' : ''}`}
          onClick={() => onPick(null)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onPick(null);
            }
          }}
        >
          {t('skipColumn')}
        </div>
        {groups.length === 0 && <p className="muted">{t('noFieldMatches', { query })}</p>}
        {groups.map(([block, fields]) => (
          <div key={block} role="group" aria-label={blockName(block, lang)}>
            <div className="picker-group" aria-hidden="true">
              {blockName(block, lang)}
            </div>
            {fields.map((f) => {
              const allowed = allowedWords(f, lang);
              return (
                <div
                  key={f.key}
                  role="option"
                  aria-selected={value === f.key}
                  tabIndex={value === f.key ? 0 : -1}
                  className={`picker-option${value === f.key ? ' chosen' : ''}${taken.has(f.key) && value !== f.key ? ' taken' : ''}`}
                  onClick={() => onPick(f.key)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      onPick(f.key);
                    }
                  }}
                  title={f.help[lang]}
                >
                  <div className="option-head">
                    <span className="option-label">{f.label[lang]}</span>
                    {f.required.create && <span className="tag required">{t('required')}</span>}
                  </div>
                  <div className="option-meta">
                    {describeType(f.type, lang)}
                    {allowed ? ` · ${t('allowedValues', { values: allowed })}` : ''}
                  </div>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
