import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { inputClass } from '../../components/ui/text-field';

/** A labelled multi-line field with its error under it, styled like TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }>(
  function TextAreaField({ label, error, id, className = '', rows = 3, ...rest }, ref) {
    const generated = useId();
    const fieldId = id ?? generated;
    const errorId = `${fieldId}-error`;
    return (
      <div className={className}>
        <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
          {label}
        </label>
        <textarea
          ref={ref}
          id={fieldId}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass(Boolean(error))}
          {...rest}
        />
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    );
  },
);
