// The editor that fits the field: a dropdown of the values the row's property type allows (in the UI language, the
// code as the option's title), yes/no for booleans, and a text box for the rest.
import type { FieldDef, SheetRole, ValueSetName } from '../../../catalog';
import { findField, isPropertyType, specialField, valueWords } from '../../../catalog';
import { useI18n } from '../i18n/i18n';

export interface Choice {
  readonly word: string;
  readonly code: string;
}

/** The field a column fills for this row: `special.*` fields differ per property type. */
export function fieldFor(role: SheetRole, key: string, propertyType: string | null): FieldDef | undefined {
  if (role === 'properties' && key.startsWith('special.') && propertyType !== null && isPropertyType(propertyType)) {
    return specialField(propertyType, key.slice('special.'.length)) ?? findField(role, key);
  }
  return findField(role, key);
}

/** The allowed values as words in the UI language, or null when the field takes free text. */
export function choicesFor(def: FieldDef | undefined, lang: 'en' | 'hu'): readonly Choice[] | null {
  if (!def) return null;
  if (def.type.kind === 'enum') {
    const set = def.type.set as ValueSetName;
    return def.type.values.map((code) => ({ code, word: valueWords(set, code)[lang] }));
  }
  if (def.type.kind === 'bool')
    return lang === 'hu'
      ? [
          { code: 'true', word: 'igen' },
          { code: 'false', word: 'nem' },
        ]
      : [
          { code: 'true', word: 'yes' },
          { code: 'false', word: 'no' },
        ];
  return null;
}

interface Props {
  readonly label: string;
  readonly value: string;
  readonly choices: readonly Choice[] | null;
  readonly onChange: (value: string) => void;
  /** save: keep the value (Enter, a choice, leaving the cell); otherwise Escape: cancel. */
  readonly onEnd: (save: boolean, value?: string) => void;
}

export function CellEditor({ label, value, choices, onChange, onEnd }: Props) {
  const { t } = useI18n();
  if (choices) {
    const current = choices.find((c) => c.word === value || c.code === value);
    return (
      <select
        autoFocus
        aria-label={label}
        value={current?.word ?? ''}
        onChange={(e) => {
          if (e.target.value !== '') onEnd(true, e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onEnd(false);
          }
        }}
        onBlur={() => onEnd(false)}
      >
        <option value="" disabled>
          {t('chooseCode')}
        </option>
        {choices.map((c) => (
          <option key={c.code} value={c.word} title={c.code}>
            {c.word}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      autoFocus
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          e.stopPropagation();
          onEnd(true);
        }
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onEnd(false);
        }
      }}
      onBlur={() => onEnd(true)}
    />
  );
}
