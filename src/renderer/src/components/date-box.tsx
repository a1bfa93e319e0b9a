// A date typed as the app's language writes it (`2026.11.29.`, `29/11/2026`): a browser's date box shows the
// browser's locale (mm/dd/yyyy) whatever the app's language (docs/architecture.md, "The wizard's flow").
import { useState } from 'react';
import { DATE_PATTERN, formatDate, parseDate } from '../i18n/date-format';
import { formText } from '../i18n/form-strings';
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
  const words = { pattern: DATE_PATTERN[lang], example: formatDate(EXAMPLE, lang), value: text };
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        lang={lang}
        placeholder={DATE_PATTERN[lang]}
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
        {formText(lang, bad ? 'dateInvalid' : 'dateHint', words)}
      </span>
    </>
  );
}
