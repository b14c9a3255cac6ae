import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { acceptAmountInput } from '../lib/amounts';

/** A decimal amount input that refuses keystrokes breaking the amount pattern or its decimals. */
export function AmountField({
  id,
  label,
  code,
  hint,
  value,
  decimals,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  code: string;
  hint: string;
  value: string;
  decimals: number;
  disabled?: boolean;
  onChange: (text: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const accepted = acceptAmountInput(event.target.value, decimals);
            if (accepted !== null) onChange(accepted);
          }}
          className="h-12 pe-16 text-lg tabular-nums disabled:opacity-60"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm font-semibold text-slate-600 dark:text-slate-400"
        >
          {code}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
    </div>
  );
}
