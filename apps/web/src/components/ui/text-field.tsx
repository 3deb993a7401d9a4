import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { controlClass, FormField } from './form-field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Message shown under the field and announced to screen readers. */
  error?: string;
  hint?: ReactNode;
}

/** The text box look, for inputs outside a TextField (e.g. a search box with an icon). */
export const inputClass = (invalid: boolean) => controlClass(invalid);

/** A labelled input; `type="password"` adds a button that shows or hides what was typed. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className = '', required, type, ...rest },
  ref,
) {
  return (
    <FormField label={label} required={required} description={hint} error={error} id={id} className={className}>
      {(control) =>
        type === 'password' ? (
          <PasswordInput ref={ref} invalid={Boolean(error)} {...control} {...rest} />
        ) : (
          <input ref={ref} type={type} className={controlClass(Boolean(error))} {...control} {...rest} />
        )
      }
    </FormField>
  );
});

const PasswordInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { id: string; invalid: boolean }
>(function PasswordInput({ invalid, ...rest }, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input ref={ref} type={visible ? 'text' : 'password'} className={controlClass(invalid, 'pl-3 pr-11')} {...rest} />
      {/* A constant name with aria-pressed (the toggle-button pattern); the name is text, not
            aria-label, so the field's own label stays the only one that says "Password". */}
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
        aria-pressed={visible}
        aria-controls={rest.id}
        onClick={() => setVisible((value) => !value)}
      >
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('auth.showPassword')}</span>
      </button>
    </div>
  );
});
