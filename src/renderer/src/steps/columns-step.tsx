// Step 3: map each column to a field; automatic matches show their confidence; missing required fields flagged.
import { useMemo, useState } from 'react';
import { mappableField } from '../../../catalog';
import type { MappingView } from '../../../shared/contract';
import { api } from '../api/platform';
import { FieldPicker } from '../components/field-picker';
import { headerWords } from '../components/header-words';
import { useI18n } from '../i18n/i18n';
import { useCall } from '../use-call';
import { ColumnTable } from './columns/column-table';
import { MappingTemplates } from './columns/mapping-templates';
import { DefaultsToggle, RequiredFields } from './columns/sheet-mapping-notes';
import { SheetTabs } from './columns/sheet-tabs';
import { UnlinkedSellers, unlinkedSellers } from './columns/unlinked-sellers';
import { useColumnSelection } from './columns/use-column-selection';
import { useMappingTemplates } from './columns/use-mapping-templates';
import { useSheetDefaults } from './columns/use-sheet-defaults';

interface Props {
  readonly mapping: MappingView;
  readonly onChange: (m: MappingView) => void;
  readonly onBack: () => void;
  readonly onNext: () => void;
}

export function ColumnsStep({ mapping, onChange, onBack, onNext }: Props) {
  const { t, lang } = useI18n();
  const { busy, run, succeeds } = useCall();
  const [sheetName, setSheetName] = useState(mapping.sheets[0]?.sheet ?? '');
  const templates = useMappingTemplates({ run, succeeds, onChange });
  const { pendingDefaults, setDefaults } = useSheetDefaults(run, onChange);
  const { selected, setSelected, enterColumn, side } = useColumnSelection();
  const sheet = mapping.sheets.find((s) => s.sheet === sheetName) ?? mapping.sheets[0];
  const taken = useMemo(() => new Set(sheet?.columns.flatMap((c) => (c.field ? [c.field] : [])) ?? []), [sheet]);
  if (!sheet) return null;
  const unlinked = unlinkedSellers(mapping);
  const role = sheet.role;
  const current = sheet.columns.find((c) => c.index === selected) ?? null;
  const labelOf = (key: string) => mappableField(role, key)?.label[lang] ?? key;
  const showSheet = (name: string) => {
    setSheetName(name);
    setSelected(null);
  };

  const pick = async (field: string | null) => {
    if (!current) return;
    const m = await run(() => api.setColumnMapping({ columns: [{ sheet: sheet.sheet, index: current.index, field }] }));
    if (m) onChange(m);
  };

  return (
    <section aria-labelledby="columns-title" className="step-panel">
      <h1 id="columns-title">{t('columnsTitle')}</h1>
      <p className="intro">{t('columnsIntro')}</p>
      <SheetTabs mapping={mapping} current={sheet.sheet} onSheet={showSheet} />
      <UnlinkedSellers unlinked={unlinked} current={sheet.sheet} onSheet={showSheet} />
      {sheet.role === 'properties' && (
        <DefaultsToggle
          checked={pendingDefaults ?? sheet.defaults}
          busy={busy}
          onChange={(on) => void setDefaults(sheet.sheet, on)}
        />
      )}
      <RequiredFields sheet={sheet} labelOf={labelOf} />
      <div className="two-pane">
        <div className="pane-main card flush">
          <ColumnTable
            sheet={sheet}
            selected={selected}
            onSelect={setSelected}
            onKeyDown={enterColumn}
            labelOf={labelOf}
          />
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
      <MappingTemplates busy={busy} templates={templates} />
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
