import { useId } from 'react';

/** A labelled choice among numbers (baud rate, sample rate, replay speed), each option in words. */
export function NumberSelect<Value extends number>({
  label,
  value,
  options,
  optionText,
  onChange,
  disabled,
}: {
  label: string;
  value: Value;
  options: readonly Value[];
  optionText: (value: Value) => string;
  onChange: (value: Value) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="demo-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value) as Value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionText(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
