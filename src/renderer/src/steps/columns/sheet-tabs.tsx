// One tab per mapped sheet, its role named where the sheet's name does not already say it.
import type { MappingView } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import { ROLE_LABEL } from '../open/sheet-roles';

interface Props {
  readonly mapping: MappingView;
  readonly current: string;
  readonly onSheet: (sheet: string) => void;
}

export function SheetTabs({ mapping, current, onSheet }: Props) {
  const { t } = useI18n();
  if (mapping.sheets.length <= 1) return null;
  return (
    <div className="tabs" role="tablist" aria-label={t('sheets')}>
      {mapping.sheets.map((s) => (
        <button
          key={s.sheet}
          type="button"
          role="tab"
          aria-selected={s.sheet === current}
          className={`tab${s.sheet === current ? ' active' : ''}`}
          onClick={() => onSheet(s.sheet)}
        >
          {s.sheet}
          {t(ROLE_LABEL[s.role]).toLocaleLowerCase() !== s.sheet.toLocaleLowerCase() && (
            <span className="muted"> · {t(ROLE_LABEL[s.role])}</span>
          )}
        </button>
      ))}
    </div>
  );
}
