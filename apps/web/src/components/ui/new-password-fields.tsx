import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

/** A new password and its confirmation, with the password rules as a hint: sign-up and reset. */
export function NewPasswordFields({
  passwordLabel,
  password,
  confirmation,
  passwordError,
  confirmationError,
}: {
  passwordLabel: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordError?: string | undefined;
  confirmationError?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.passwordHint')}
        error={passwordError}
        {...password}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={confirmationError}
        {...confirmation}
      />
    </>
  );
}
