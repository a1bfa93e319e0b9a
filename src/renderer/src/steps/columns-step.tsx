// Step 3: map each column to a field; automatic matches show their confidence; missing required fields flagged.
import type { KeyboardEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SheetRole } from '../../../catalog';
import { mappableField } from '../../../catalog';
import type { MappedColumn, MappingView } from '../../../shared/contract';
import { api } from '../api/platform';
import { FieldPicker } from '../components/field-picker';
import { headerWords } from '../components/header-words';
import { useI18n } from '../i18n/i18n';
import { fieldNumberText } from '../i18n/number-format';
import type { StringKey } from '../i18n/strings';
import { useCall } from '../use-call';
import { ROLE_LABEL } from './open/sheet-roles';

interface Props {
  readonly mapping: MappingView;
  readonly onChange: (m: MappingView) => void;
  readonly onBack: () => void;
  readonly onNext: () => void;
}

const SOURCE_LABEL: Record<MappedColumn['source'], StringKey | null> = {
  key: 'sourceKey',
  label: 'sourceLabel',
  synonym: 'sourceSynonym',
  fuzzy: 'sourceFuzzy',
  template: 'sourceTemplate',
  user: 'sourceUser',
  values: 'sourceValues',
  none: null,
};

function ConfidenceMark({ c }: { c: MappedColumn }) {
  const { t } = useI18n();
  const source = SOURCE_LABEL[c.source];
  if (c.field === null || source === null) return <span className="muted">—</span>;
  // Green for a sure match, amber for one worth a look; red would say "wrong", which a weak match is not.
  const level = c.source === 'user' || c.source === 'template' || c.confidence >= 0.85 ? 'high' : 'medium';
  return (
    <span className={`confidence ${level}`}>
      {Math.round(c.confidence * 100)}% · {t(source)}
    </span>
  );
}

export function ColumnsStep({ mapping, onChange, onBack, onNext }: Props) {
  const { t, lang } = useI18n();
  const { busy, run, succeeds } = useCall();
  const [sheetName, setSheetName] = useState(mapping.sheets[0]?.sheet ?? '');
  const [selected, setSelected] = useState<number | null>(null);
  const [templates, setTemplates] = useState<string[]>([]);
  const [templateName, setTemplateName] = useState('');
  const [pendingDefaults, setPendingDefaults] = useState<boolean | null>(null);
  const [chosenTemplate, setChosenTemplate] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // Set by Enter on a column: once its field list is shown, focus goes to its search box, so typed text finds the
  // field and arrows go on into the list; no key there maps anything until Enter on an option.
  const [focusList, setFocusList] = useState(false);
  const side = useRef<HTMLElement>(null);
  const sheet = mapping.sheets.find((s) => s.sheet === sheetName) ?? mapping.sheets[0];

  useEffect(() => {
    void api.listMappingTemplates({}).then((r) => {
      if (r.ok) setTemplates(r.value);
    });
  }, []);

  useEffect(() => {
    if (!focusList) return;
    setFocusList(false);
    side.current?.querySelector<HTMLElement>('input[type="search"]')?.focus();
  }, [focusList, selected]);

  const taken = useMemo(() => new Set(sheet?.columns.flatMap((c) => (c.field ? [c.field] : [])) ?? []), [sheet]);
  if (!sheet) return null;
  const unlinked = mapping.sheets.flatMap((s) => (s.unlinked ? [{ sheet: s.sheet, ...s.unlinked }] : []));
  const role: SheetRole = sheet.role;
  const current = sheet.columns.find((c) => c.index === selected) ?? null;
  const labelOf = (key: string) => mappableField(role, key)?.label[lang] ?? key;

  /** Enter on a column chooses it and moves to its field list's search box; arrows go on into the list. */
  const enterColumn = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    setSelected(index);
    setFocusList(true);
  };

  const pick = async (field: string | null) => {
    if (!current) return;
    const m = await run(() => api.setColumnMapping({ columns: [{ sheet: sheet.sheet, index: current.index, field }] }));
    if (m) onChange(m);
  };

  /** The box shows the choice at once; the services' answer then confirms it (or, refused, the old state returns). */
  const setDefaults = async (on: boolean) => {
    setPendingDefaults(on);
    try {
      const m = await run(() => api.setSheetDefaults({ sheet: sheet.sheet, on }));
      if (m) onChange(m);
    } finally {
      setPendingDefaults(null);
    }
  };

  const saveTemplate = async () => {
    const name = templateName.trim();
    if (!name) return;
    if (await succeeds(() => api.saveMappingTemplate({ name }))) {
      setNotice(t('templateSaved', { name }));
      setTemplates([...new Set([...templates, name])].sort());
      setChosenTemplate(name);
    }
  };

  const loadTemplate = async () => {
    if (!chosenTemplate) return;
    const m = await run(() => api.loadMappingTemplate({ name: chosenTemplate }));
    if (m) onChange(m);
  };

  return (
    <section aria-labelledby="columns-title" className="step-panel">
      <h1 id="columns-title">{t('columnsTitle')}</h1>
      <p className="intro">{t('columnsIntro')}</p>
      {mapping.sheets.length > 1 && (
        <div className="tabs" role="tablist" aria-label={t('sheets')}>
          {mapping.sheets.map((s) => (
            <button
              key={s.sheet}
              type="button"
              role="tab"
              aria-selected={s.sheet === sheet.sheet}
              className={`tab${s.sheet === sheet.sheet ? ' active' : ''}`}
              onClick={() => {
                setSheetName(s.sheet);
                setSelected(null);
              }}
            >
              {s.sheet}
              {t(ROLE_LABEL[s.role]).toLocaleLowerCase() !== s.sheet.toLocaleLowerCase() && (
                <span className="muted"> · {t(ROLE_LABEL[s.role])}</span>
              )}
            </button>
          ))}
        </div>
      )}
      {unlinked.map((u) => (
        <div key={u.sheet} className="banner error" role="alert">
          <div>
            <strong>{t('unlinkedTitle')}.</strong>{' '}
            {t('sellerIdMissing', { sheet: u.sellersSheet, count: u.count, refs: u.refs.join(', ') })}
          </div>
          {u.sellersSheet !== sheet.sheet && (
            <button
              type="button"
              className="secondary small"
              onClick={() => {
                setSheetName(u.sellersSheet);
                setSelected(null);
              }}
            >
              {u.sellersSheet}
            </button>
          )}
        </div>
      ))}
      {sheet.role === 'properties' && (
        <label className="defaults-toggle">
          <input
            type="checkbox"
            checked={pendingDefaults ?? sheet.defaults}
            disabled={busy}
            onChange={(e) => void setDefaults(e.target.checked)}
          />
          <span>
            <strong>{t('defaultsOn')}</strong> <span className="muted">{t('defaultsHint')}</span>
          </span>
        </label>
      )}
      {sheet.missingRequired.length > 0 ? (
        <div className="banner warning" role="status">
          {t('missingRequired', { fields: sheet.missingRequired.map(labelOf).join(', ') })}
        </div>
      ) : (
        <div className="banner success" role="status">
          {t('allRequiredMapped')}
        </div>
      )}
      <div className="two-pane">
        <div className="pane-main card flush">
          <table className="table selectable">
            <thead>
              <tr>
                <th scope="col">{t('column')}</th>
                <th scope="col">{t('header')}</th>
                <th scope="col">{t('samples')}</th>
                <th scope="col">{t('field')}</th>
                <th scope="col">{t('confidence')}</th>
              </tr>
            </thead>
            <tbody>
              {sheet.columns.map((c) => (
                <tr
                  key={c.index}
                  className={`${c.index === selected ? 'selected' : ''}${c.field === null ? ' unmapped' : ''}`}
                  onClick={() => setSelected(c.index)}
                >
                  <td className="mono">{c.column}</td>
                  <th scope="row">
                    <button
                      type="button"
                      className="link"
                      aria-pressed={c.index === selected}
                      onClick={() => setSelected(c.index)}
                      onKeyDown={(e) => enterColumn(e, c.index)}
                    >
                      {headerWords(c.header, c.field, lang, role)}
                    </button>
                  </th>
                  <td className="samples">
                    {c.samples
                      .map((x) => fieldNumberText(x, c.field ? mappableField(role, c.field) : undefined, lang))
                      .join(' · ')}
                  </td>
                  <td>
                    {c.field ? <span>{labelOf(c.field)}</span> : <span className="muted">{t('notImported')}</span>}
                  </td>
                  <td>
                    <ConfidenceMark c={c} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <aside ref={side} className="pane-side card">
          {current ? (
            <FieldPicker
              key={`${sheet.sheet}-${current.index}`}
              role={role}
              title={t('fieldPickerFor', {
                column: current.column,
                header: headerWords(current.header, current.field, lang, role),
              })}
              value={current.field}
              taken={taken}
              onPick={(f) => void pick(f)}
            />
          ) : (
            <p className="muted">{t('selectColumnFirst')}</p>
          )}
        </aside>
      </div>
      <div className="card template-bar">
        <h2>{t('templates')}</h2>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void saveTemplate();
          }}
        >
          <label>
            {t('templateName')}
            <input value={templateName} onChange={(e) => setTemplateName(e.target.value)} maxLength={80} />
          </label>
          <button type="submit" className="secondary" disabled={busy || !templateName.trim()}>
            {t('saveTemplate')}
          </button>
        </form>
        {templates.length > 0 ? (
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              void loadTemplate();
            }}
          >
            <label>
              {t('templates')}
              <select value={chosenTemplate} onChange={(e) => setChosenTemplate(e.target.value)}>
                <option value="">—</option>
                {templates.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="secondary" disabled={busy || !chosenTemplate}>
              {t('loadTemplate')}
            </button>
          </form>
        ) : (
          <span className="muted">{t('noTemplates')}</span>
        )}
        {notice && (
          <span role="status" className="ok-text">
            {notice}
          </span>
        )}
      </div>
      <div className="footer-actions">
        <button type="button" className="secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button type="button" className="primary" disabled={unlinked.length > 0} onClick={onNext}>
          {t('next')}
        </button>
      </div>
    </section>
  );
}
