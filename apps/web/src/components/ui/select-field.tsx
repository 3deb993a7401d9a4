import type { SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { controlClass, FormField } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** Keeps the label for screen readers only (e.g. a compact sort box). */
  hideLabel?: boolean;
  error?: string;
  hint?: string;
}

/** A native select with a label: filters, sort boxes and form choices. */
export function SelectField({
  label,
  options,
  value,
  onChange,
  hideLabel = false,
  error,
  hint,
  required,
  className = '',
  id,
  ...rest
}: SelectFieldProps) {
  return (
    <FormField
      label={label}
      hideLabel={hideLabel}
      required={required}
      description={hint}
      error={error}
      id={id}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <select
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={`${controlClass(Boolean(error), 'pl-3 pr-9')} appearance-none`}
            {...control}
            {...rest}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
        </div>
      )}
    </FormField>
  );
}
