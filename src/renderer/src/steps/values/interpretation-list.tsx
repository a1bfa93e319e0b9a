// Every interpretation the importer made, grouped by column, each switchable (docs/office-conventions.md).
import type { InterpretationView } from '../../../../shared/contract';
import { useI18n } from '../../i18n/i18n';
import { InterpretationGroup } from './interpretation-group';
import { byColumn } from './interpretation-groups';

interface Props {
  readonly interpretations: readonly InterpretationView[] | null;
  readonly busy: boolean;
  readonly onToggle: (i: InterpretationView, on: boolean) => void;
  readonly onUnit: (i: InterpretationView, unit: string | null) => void;
}

export function InterpretationList({ interpretations, ...choices }: Props) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="interpretations-title" className="card">
      <h2 id="interpretations-title">{t('interpretationsTitle')}</h2>
      <p className="hint">{t('interpretationsIntro')}</p>
      {interpretations?.length === 0 && <p className="muted">{t('noInterpretations')}</p>}
      <ul className="interpretation-columns">
        {byColumn(interpretations ?? []).map((group) => (
          <InterpretationGroup key={`${group[0]?.sheet}-${group[0]?.column}`} group={group} {...choices} />
        ))}
      </ul>
    </section>
  );
}
