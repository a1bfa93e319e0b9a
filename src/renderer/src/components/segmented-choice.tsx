// A row of buttons that work as radio buttons (the grid's row filter, the navigator's errors / warnings / both).
interface Props<T extends string> {
  readonly label: string;
  readonly choices: readonly (readonly [T, string])[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}

export function SegmentedChoice<T extends string>({ label, choices, value, onChange }: Props<T>) {
  return (
    <div className="segmented" role="radiogroup" aria-label={label}>
      {choices.map(([choice, text]) => (
        <button
          key={choice}
          type="button"
          role="radio"
          aria-checked={value === choice}
          className={value === choice ? 'active' : ''}
          onClick={() => onChange(choice)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
