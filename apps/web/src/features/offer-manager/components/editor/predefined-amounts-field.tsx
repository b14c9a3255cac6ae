import { useState } from 'react';
import { InputField } from '@/components/ui/field';

/** Splits "10, 20 50" into ["10", "20", "50"]. */
export function splitAmounts(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The predefined amounts typed as one list; the text is kept as typed, the form gets the amounts. */
export function PredefinedAmountsField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const [text, setText] = useState(() => value.join(', '));
  return (
    <InputField
      id={id}
      label={label}
      hint={hint}
      error={error}
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(splitAmounts(event.target.value));
      }}
    />
  );
}
