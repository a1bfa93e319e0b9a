// The validation's notices for the whole run (office defaults applied, reference data missing) as banners, in the
// language the UI speaks now: they come in both, so a switch after the validation shows them switched too.
import type { ValidationSummary } from '../../../shared/contract';
import { useI18n } from '../i18n/i18n';

interface Props {
  readonly notices: ValidationSummary['notices'];
  /** Review keeps them as a status it updates; Upload shows them as notes. */
  readonly kind: 'status' | 'note';
}

export function SummaryNotices({ notices, kind }: Props) {
  const { lang } = useI18n();
  return (
    <>
      {notices.map((n) => (
        <div key={n.en} className={kind === 'status' ? 'banner warning' : 'banner info'} role={kind}>
          {n[lang]}
        </div>
      ))}
    </>
  );
}
