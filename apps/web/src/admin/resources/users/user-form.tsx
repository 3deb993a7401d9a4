import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_MESSAGES,
  USER_ROLES,
  adminUserCreateBody,
  adminUserUpdateBody,
  type AdminUser,
  type AdminUserCreateBody,
  type AdminUserCreateInput,
} from '@trails/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { FormModal } from '../../components/form-modal';
import { adminFailure, adminMessage } from '../../lib/messages';
import { useResourceSave } from '../../lib/use-resource';
import type { ResourceFormProps } from '../types';

type Values = AdminUserCreateInput;

const FIELDS: readonly Path<Values>[] = ['name', 'email', 'phone', 'role', 'password'];

function toValues(record: AdminUser | null): Values {
  return {
    name: record?.name ?? '',
    email: record?.email ?? '',
    phone: record?.phone ?? '',
    role: record?.role ?? 'customer',
    password: '',
  };
}

/** Create User (with a first password) / Edit User (name, email, phone, role). */
export function UserForm({ record, open, onOpenChange }: ResourceFormProps<AdminUser>) {
  const { t } = useTranslation(['admin', 'common']);
  const save = useResourceSave<AdminUser>('users');
  const creating = record === null;
  const form = useForm<Values, unknown, AdminUserCreateBody>({
    // Editing leaves the password alone: the edit schema has none.
    resolver: zodResolver(
      creating ? adminUserCreateBody : (adminUserUpdateBody as unknown as typeof adminUserCreateBody),
    ),
    defaultValues: toValues(record),
  });
  const { errors } = form.formState;
  const error = (field: Path<Values>) => {
    const message = errors[field as keyof typeof errors]?.message;
    return typeof message === 'string' ? adminMessage(t, message) : undefined;
  };

  useEffect(() => {
    if (open) form.reset(toValues(record));
  }, [open, record, form]);

  const onSubmit = form.handleSubmit(async (body) => {
    const { password, ...fields } = body;
    try {
      const answer = await save.mutateAsync({ id: record?.id, body: creating ? { ...fields, password } : fields });
      notify.success(
        adminMessage(t, answer.message ?? (creating ? ADMIN_MESSAGES.userCreated : ADMIN_MESSAGES.userUpdated)),
      );
      form.reset(toValues(null));
      onOpenChange(false);
    } catch (failure) {
      applyServerErrors(failure, form.setError, FIELDS);
      notify.error(
        adminFailure(t, failure, creating ? ADMIN_MESSAGES.failedToCreateUser : ADMIN_MESSAGES.failedToUpdateUser),
      );
    }
  });

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t(creating ? 'users.create' : 'users.edit')}
      busy={save.isPending}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('users.fields.name')}
        required
        autoComplete="off"
        error={error('name')}
        {...form.register('name')}
      />
      <TextField
        label={t('users.fields.email')}
        type="email"
        required
        autoComplete="off"
        error={error('email')}
        {...form.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('users.fields.phone')} type="tel" error={error('phone')} {...form.register('phone')} />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <SelectField
              label={t('users.fields.role')}
              required
              options={USER_ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={error('role')}
            />
          )}
        />
      </div>
      {creating && (
        <TextField
          label={t('users.fields.password')}
          type="password"
          required
          autoComplete="new-password"
          error={error('password')}
          {...form.register('password')}
        />
      )}
    </FormModal>
  );
}
