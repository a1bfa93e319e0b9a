// Above the columns: the office defaults switch of a properties sheet, and the required fields still unmapped.
import type { MappingView } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';

type SheetView = MappingView['sheets'][number];

interface DefaultsProps {
  readonly checked: boolean;
  readonly busy: boolean;
  readonly onChange: (on: boolean) => void;
}

export function DefaultsToggle({ checked, busy, onChange }: DefaultsProps) {
  const { t } = useI18n();
  return (
    <label className="defaults-toggle">
      <input type="checkbox" checked={checked} disabled={busy} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <strong>{t('defaultsOn')}</strong> <span className="muted">{t('defaultsHint')}</span>
      </span>
    </label>
  );
}

export function RequiredFields({
  sheet,
  labelOf,
}: {
  readonly sheet: SheetView;
  readonly labelOf: (k: string) => string;
}) {
  const { t } = useI18n();
  return sheet.missingRequired.length > 0 ? (
    <div className="banner warning" role="status">
      {t('missingRequired', { fields: sheet.missingRequired.map(labelOf).join(', ') })}
    </div>
  ) : (
    <div className="banner success" role="status">
      {t('allRequiredMapped')}
    </div>
  );
}
