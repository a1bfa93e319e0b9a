// How sure an automatic column match is, and what it matched on (key, label, synonym, template…).
import type { MappedColumn } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import type { StringKey } from '../../i18n/ui-messages';

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

export function ConfidenceMark({ c }: { c: MappedColumn }) {
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
