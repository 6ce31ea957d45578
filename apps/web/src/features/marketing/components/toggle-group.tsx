import { useId } from 'react';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

interface ToggleGroupProps<T extends string> {
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A row of toggle buttons of which exactly one is pressed. Plain buttons with aria-pressed,
 * so Tab reaches each one and Enter or Space picks it, as with any button.
 */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: ToggleGroupProps<T>) {
  const labelId = useId();
  return (
    <div className="toggle-group">
      <span id={labelId} className="toggle-group__label">
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className="toggle-group__options">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="toggle-group__option"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
