// The property types as tick boxes in the user's language: what an export, a template and a sync scope are narrowed
// to. None ticked means every type.
import { useId } from 'react';
import type { PropertyType } from '../../../catalog';
import { PROPERTY_TYPES, valueWords } from '../../../catalog';
import { useI18n } from '../i18n/i18n';

interface Props {
  readonly legend: string;
  readonly chosen: readonly PropertyType[];
  readonly onChange: (types: readonly PropertyType[]) => void;
  readonly disabled: boolean;
  /** Said under the boxes, and read with them. */
  readonly hint?: string;
  /** Whether the boxes take the form grid's whole width. */
  readonly wide?: boolean;
}

export function PropertyTypeChoice({ legend, chosen, onChange, disabled, hint, wide = false }: Props) {
  const { lang } = useI18n();
  const hintId = useId();
  const toggle = (type: PropertyType, on: boolean): void =>
    onChange(on ? [...chosen, type] : chosen.filter((t) => t !== type));
  return (
    <fieldset
      className={wide ? 'wide export-types' : 'export-types'}
      disabled={disabled}
      aria-describedby={hint === undefined ? undefined : hintId}
    >
      <legend>{legend}</legend>
      <div className="export-type-list">
        {PROPERTY_TYPES.map((type) => (
          <label key={type} className="check">
            <input type="checkbox" checked={chosen.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
            <span>{valueWords('PROPERTY_TYPE', type)[lang]}</span>
          </label>
        ))}
      </div>
      {hint !== undefined && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
    </fieldset>
  );
}
