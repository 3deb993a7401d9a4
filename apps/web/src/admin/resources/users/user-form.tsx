import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import {
  adminUserCreateBody,
  adminUserUpdateBody,
  type AdminUser,
  type AdminUserCreateBody,
  type AdminUserCreateInput,
} from '@trails/contracts/admin-users';
import { USER_ROLES } from '@trails/contracts/constants';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { FormModal } from '../../components/form-modal';
import { useResourceForm } from '../../lib/use-resource-form';
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
  const creating = record === null;
  const { form, error, onSubmit, busy } = useResourceForm<Values, AdminUserCreateBody, AdminUser, AdminUser>({
    resource: 'users',
    record,
    open,
    // Editing leaves the password alone: the edit schema has none.
    resolver: zodResolver(
      creating ? adminUserCreateBody : (adminUserUpdateBody as unknown as typeof adminUserCreateBody),
    ),
    toValues,
    fields: FIELDS,
    toBody: ({ password, ...fields }, isNew) => (isNew ? { ...fields, password } : fields),
    messages: {
      created: ADMIN_MESSAGES.userCreated,
      updated: ADMIN_MESSAGES.userUpdated,
      createFailed: ADMIN_MESSAGES.failedToCreateUser,
      updateFailed: ADMIN_MESSAGES.failedToUpdateUser,
    },
    onClose: () => onOpenChange(false),
  });

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t(creating ? 'users.create' : 'users.edit')}
      busy={busy}
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
