import { useId, type ReactNode } from 'react';

/** What a control needs from its field: its id and the links to the field's texts. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Marks the label (the marker is hidden from screen readers, which hear aria-required). */
  required?: boolean;
  /** Help under the control, shown while there is no error. */
  description?: ReactNode;
  /** Shown under the control and announced (role="alert"); marks the control invalid. */
  error?: string;
  /** The control's id; generated when not given. */
  id?: string;
  /** Keeps the label for screen readers only (e.g. a compact sort box). */
  hideLabel?: boolean;
  className?: string;
  /** Renders the control (input, textarea, select, ...) with the props that wire it to the field. */
  children: (control: FieldControlProps) => ReactNode;
}

const controlBase =
  'block w-full rounded-lg border bg-white py-2.5 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 dark:bg-slate-900 dark:text-slate-100';

/** The look of every form control; `padding` makes room for an icon or button inside it. */
export const controlClass = (invalid: boolean, padding = 'px-3') =>
  `${controlBase} ${padding} ${
    invalid
      ? 'border-red-500 focus:ring-red-500/40'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30 dark:border-slate-600'
  }`;

/**
 * One form field: label (with a required marker), the control, a description and an error message.
 * The one place that wires them together: `htmlFor`/`id`, `aria-describedby` to the texts shown,
 * `aria-invalid` while there is an error, `aria-required`.
 */
export function FormField({
  label,
  required,
  description,
  error,
  id,
  hideLabel = false,
  className = '',
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const descriptionId = `${controlId}-hint`;
  const showDescription = Boolean(description) && !error;
  const describedBy = [error ? errorId : null, showDescription ? descriptionId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label
        htmlFor={controlId}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300'}
      >
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-600 dark:text-red-400">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {showDescription && (
        <p id={descriptionId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
