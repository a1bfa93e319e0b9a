// The Upload step's word on plausibility warnings: the ones not accepted, listed (they never stop the upload), and how
// many accepted ones go with it (docs/plausibility.md, "In the app").
import type { WarningView } from '../../../shared/contract-warnings';
import { useI18n } from '../i18n/i18n';
import { WARNING_MESSAGES, kindName } from '../i18n/warning-messages';
import { formatMessage } from '../../../shared/message-catalog';

/** At most this many are drawn; the review lists them all. */
const SHOWN = 100;

export function OpenWarnings({ warnings }: { readonly warnings: readonly WarningView[] }) {
  const { lang } = useI18n();
  // Warnings of rows the upload does not send (unchanged, done) are not its concern.
  const sent = warnings.filter((w) => w.notSent !== true);
  const open = sent.filter((w) => w.accepted !== true);
  const accepted = sent.length - open.length;
  if (sent.length === 0) return null;
  return (
    <div className="warning-panel">
      {open.length > 0 && (
        <ul aria-label={formatMessage(WARNING_MESSAGES.openWarningsList, lang)} className="warning-list">
          {open.slice(0, SHOWN).map((w) => (
            <li key={`${w.sheet}!${w.row}#${w.kind}#${w.field}`} className="warning-item">
              <span aria-hidden="true">⚠</span>
              <span>
                {formatMessage(WARNING_MESSAGES.openWarningRow, lang, {
                  sheet: w.sheet,
                  row: w.row,
                  kind: kindName(lang, w.kind),
                  message: w.message,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {accepted > 0 && (
        <p className="muted">{formatMessage(WARNING_MESSAGES.acceptedOnUpload, lang, { count: accepted })}</p>
      )}
    </div>
  );
}
