// A date typed as the app's language writes it (`2026.11.29.`, `29/11/2026`): a browser's date box shows the
// browser's locale (mm/dd/yyyy) whatever the app's language (docs/architecture.md, "The wizard's flow").
import { useState } from 'react';
import { formatMessage } from '../../../shared/message-catalog';
import { formatDate, parseDate } from '../i18n/date-format';
import { FORM_MESSAGES } from '../i18n/form-messages';
import { useI18n } from '../i18n/i18n';

interface Props {
  readonly id: string;
  /** ISO `2026-11-29`, or `''` for no date. */
  readonly value: string;
  readonly disabled: boolean;
  /** The hint below the box, described together with the form the date takes. */
  readonly hintId: string;
  /** The ISO date, `''` for an empty box, null while the text is not a date. */
  readonly onChange: (iso: string | null) => void;
}

const EXAMPLE = '2026-03-31';

export function DateBox({ id, value, disabled, hintId, onChange }: Props) {
  const { lang } = useI18n();
  const [text, setText] = useState(() => formatDate(value, lang));
  const [shownIn, setShownIn] = useState(lang);
  // A switch of language writes the chosen date the new way; a text that is no date stays as typed.
  if (shownIn !== lang) {
    setShownIn(lang);
    if (parseDate(text, shownIn) !== null) setText(formatDate(value, lang));
  }
  const bad = parseDate(text, lang) === null;
  const pattern = formatMessage(FORM_MESSAGES.datePattern, lang);
  const example = formatDate(EXAMPLE, lang);
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        lang={lang}
        placeholder={pattern}
        value={text}
        disabled={disabled}
        aria-invalid={bad || undefined}
        aria-describedby={`${id}-form ${hintId}`}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parseDate(e.target.value, lang));
        }}
      />
      <span id={`${id}-form`} className={bad ? 'hint warn-text' : 'hint'}>
        {bad
          ? formatMessage(FORM_MESSAGES.dateInvalid, lang, { pattern, example, value: text })
          : formatMessage(FORM_MESSAGES.dateHint, lang, { pattern, example })}
      </span>
    </>
  );
}
