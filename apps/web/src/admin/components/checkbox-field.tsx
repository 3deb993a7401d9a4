import { forwardRef, useId, type InputHTMLAttributes } from 'react';

/** A labelled checkbox for a yes/no field (Featured, Active). */
export const CheckboxField = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string }
>(function CheckboxField({ label, id, className = '', ...rest }, ref) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input
        ref={ref}
        id={fieldId}
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-brand-700"
        {...rest}
      />
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
    </div>
  );
});
