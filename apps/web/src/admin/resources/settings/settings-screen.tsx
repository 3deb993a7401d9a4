import { useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SETTING_KEYS } from '@trails/contracts/constants';
import { INDIAN_STATES } from '@trails/contracts/gst';
import { MESSAGES } from '@trails/contracts/messages';
import { settingValueRule, type AdminSettings } from '@trails/contracts/settings';
import { Button } from '../../../components/ui/button';
import { controlClass, FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { CheckboxField } from '../../components/checkbox-field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Tabs, tabPanelProps } from '../../components/tabs';
import { adminFailure, adminMessage } from '../../lib/messages';
import { saveSetting, useAdminSettings, useSettingsRefresh } from './settings-api';
import {
  CURRENCY_OPTIONS,
  SETTINGS_LAYOUT,
  SETTINGS_TABS,
  settingType,
  tabOf,
  timezoneOptions,
  type SettingField,
  type SettingsTab,
} from './settings-fields';
import { PolicyEditor } from './policy-editor';
import { TestEmailPanel } from './test-email-panel';

type SettingsValues = Record<string, string>;

const INPUT_OF = new Map(
  Object.values(SETTINGS_LAYOUT).flatMap((groups) =>
    groups.flatMap((group) => group.fields.map((field) => [field.key, field.input] as const)),
  ),
);

/** The same rule per key as the server (contracts' settingValueRule). */
const resolver: Resolver<SettingsValues> = async (values) => {
  const errors: FieldErrors<SettingsValues> = {};
  for (const key of SETTING_KEYS) {
    const result = settingValueRule(key).safeParse((values[key] ?? '').trim());
    if (!result.success)
      errors[key] = { type: 'validate', message: result.error.issues[0]?.message ?? MESSAGES.invalidValue };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

const formValues = (data: AdminSettings | undefined): SettingsValues =>
  Object.fromEntries(SETTING_KEYS.map((key) => [key, typeof data?.[key] === 'string' ? data[key] : '']));

/** The amount the currency warning shows in the old and the new currency. */
const SAMPLE_PRICE = 42_500;

/**
 * /admin/settings: four tabs of settings; only the values that changed are saved, one call each. A
 * new currency while trips have prices waits for the admin to confirm that prices are not converted.
 */
export default function SettingsScreen() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  // The currency the server refused until confirmed, and whether its confirmation is being sent.
  const [pendingCurrency, setPendingCurrency] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const settings = useAdminSettings();
  const refresh = useSettingsRefresh();
  const [tab, setTab] = useState<SettingsTab>('general');
  const values = useMemo(() => (settings.data ? formValues(settings.data) : undefined), [settings.data]);
  // Fresh settings after a save keep what is still typed and the errors the server gave it.
  const form = useForm<SettingsValues>({
    values,
    resetOptions: { keepDirtyValues: true, keepErrors: true },
    resolver,
    mode: 'onSubmit',
  });
  const { errors, dirtyFields, isSubmitting } = form.formState;
  const errorOf = (key: string) => {
    const message = errors[key]?.message;
    return message ? adminMessage(t, message) : undefined;
  };

  const onSubmit = form.handleSubmit(
    async (entered) => {
      // A blank password means "keep the stored one".
      const changed = SETTING_KEYS.filter(
        (key) => dirtyFields[key] && !(key === 'smtp_password' && entered[key] === ''),
      );
      if (changed.length === 0) {
        notify.info(t('settings.noChanges'));
        return;
      }
      let failure: unknown = null;
      let unconfirmed: string | null = null;
      for (const key of changed) {
        const value = (entered[key] ?? '').trim();
        try {
          await saveSetting(key, value, settingType(INPUT_OF.get(key) ?? 'text'));
          form.resetField(key, { defaultValue: key === 'smtp_password' ? '' : value });
        } catch (error) {
          if (key === 'currency' && error instanceof ApiError && error.status === 409) {
            unconfirmed = value;
            continue;
          }
          failure ??= error;
          const message = error instanceof ApiError ? error.errors.value?.[0] : undefined;
          if (message) form.setError(key, { type: 'server', message });
        }
      }
      await refresh();
      if (failure) {
        const firstError = changed.find((key) => form.getFieldState(key).error);
        if (firstError) setTab(tabOf(firstError));
        notify.error(adminFailure(t, failure, MESSAGES.failedToUpdateSettings));
      } else if (!unconfirmed || changed.length > 1) notify.success(adminMessage(t, MESSAGES.settingsUpdated));
      if (unconfirmed) setPendingCurrency(unconfirmed);
    },
    (invalid) => {
      const first = SETTING_KEYS.find((key) => invalid[key]);
      if (first) setTab(tabOf(first));
    },
  );

  const confirmCurrency = async () => {
    if (!pendingCurrency) return;
    setConfirming(true);
    try {
      await saveSetting('currency', pendingCurrency, 'string', true);
      form.resetField('currency', { defaultValue: pendingCurrency });
      setPendingCurrency(null);
      await refresh();
      notify.success(adminMessage(t, MESSAGES.settingsUpdated));
    } catch (error) {
      notify.error(adminFailure(t, error, MESSAGES.failedToUpdateSettings));
    } finally {
      setConfirming(false);
    }
  };

  if (settings.isPending) return <Spinner />;
  if (settings.isError)
    return (
      <div
        role="alert"
        className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
      >
        <p>{adminFailure(t, settings.error, t('settings.loadFailed'))}</p>
        <Button variant="secondary" busy={settings.isFetching} onClick={() => void settings.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );

  const renderField = (field: SettingField) => {
    const { key, input } = field;
    const label = t(`settings.fields.${key}`);
    const hint = field.hint ? t(`settings.hints.${key}`) : undefined;
    if (input === 'switch')
      return (
        <Controller
          key={key}
          control={form.control}
          name={key}
          render={({ field: control }) => (
            <div className="sm:col-span-2">
              <CheckboxField
                role="switch"
                label={label}
                name={control.name}
                checked={control.value === 'true'}
                onChange={(event) => control.onChange(event.target.checked ? 'true' : 'false')}
                onBlur={control.onBlur}
                aria-describedby={`setting-${key}-hint`}
              />
              <p id={`setting-${key}-hint`} className="mt-1 ml-6 text-sm text-slate-600 dark:text-slate-400">
                {hint}
              </p>
            </div>
          )}
        />
      );
    if (input === 'currency' || input === 'timezone' || input === 'state')
      return (
        <Controller
          key={key}
          control={form.control}
          name={key}
          render={({ field: control }) => (
            <SelectField
              label={label}
              value={control.value ?? ''}
              onChange={control.onChange}
              onBlur={control.onBlur}
              name={control.name}
              error={errorOf(key)}
              options={
                input === 'state'
                  ? [
                      { value: '', label: t('settings.stateNotSet') },
                      ...INDIAN_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` })),
                    ]
                  : (input === 'currency' ? [...CURRENCY_OPTIONS] : timezoneOptions(control.value ?? '')).map(
                      (value) => ({ value, label: value }),
                    )
              }
              hint={
                input === 'currency' && values && control.value !== values.currency
                  ? t('settings.hints.currencyNotConverted')
                  : hint
              }
            />
          )}
        />
      );
    if (input === 'policy')
      return (
        <PolicyEditor
          key={key}
          label={label}
          hint={hint}
          error={errorOf(key)}
          value={form.watch(key) ?? ''}
          onChange={(next) => form.setValue(key, next, { shouldDirty: true })}
        />
      );
    if (input === 'textarea')
      return (
        <FormField key={key} label={label} description={hint} error={errorOf(key)} className="sm:col-span-2">
          {(control) => (
            <textarea rows={3} className={controlClass(Boolean(errors[key]))} {...control} {...form.register(key)} />
          )}
        </FormField>
      );
    if (input === 'password')
      return (
        <TextField
          key={key}
          label={label}
          type="password"
          autoComplete="new-password"
          hint={settings.data?.smtp_password_set ? t('settings.hints.passwordSet') : t('settings.hints.passwordNotSet')}
          error={errorOf(key)}
          {...form.register(key)}
        />
      );
    return (
      <TextField
        key={key}
        label={label}
        type={input}
        hint={hint}
        error={errorOf(key)}
        required={key === 'site_name'}
        {...(key === 'gstin' ? { autoCapitalize: 'characters', spellCheck: false, maxLength: 15 } : {})}
        {...(key === 'tax_rate' ? { inputMode: 'decimal' as const } : {})}
        {...(input === 'number'
          ? {
              inputMode: 'numeric' as const,
              min: key === 'smtp_port' ? 1 : 0,
              placeholder: key === 'smtp_port' ? '587' : undefined,
            }
          : {})}
        {...form.register(key)}
      />
    );
  };

  const dirty = SETTING_KEYS.some((key) => dirtyFields[key]);
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold">{t('settings.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('settings.subtitle')}</p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="px-4 pt-2 sm:px-6">
          <Tabs
            idPrefix="settings"
            label={t('settings.tabsLabel')}
            value={tab}
            onChange={setTab}
            tabs={SETTINGS_TABS.map((id) => ({
              id,
              label: t(`settings.tabs.${id}`),
              flagged: SETTINGS_LAYOUT[id].some((group) => group.fields.some((field) => errors[field.key])),
            }))}
          />
        </div>
        {SETTINGS_TABS.map((id) => (
          <div
            key={id}
            {...tabPanelProps('settings', id, id === tab)}
            className="space-y-8 p-4 focus-visible:outline-none sm:p-6"
          >
            {SETTINGS_LAYOUT[id].map((group, index) => (
              <fieldset key={group.titleKey ?? index} className="space-y-4">
                {group.titleKey && <legend className="mb-2 text-lg font-semibold">{t(group.titleKey)}</legend>}
                <div className="grid gap-4 sm:grid-cols-2">{group.fields.map(renderField)}</div>
              </fieldset>
            ))}
            {id === 'email' && (
              <TestEmailPanel
                getValues={() => form.getValues()}
                onFieldErrors={(fieldErrors) => {
                  for (const [key, messages] of Object.entries(fieldErrors))
                    if ((SETTING_KEYS as readonly string[]).includes(key) && messages[0])
                      form.setError(key, { type: 'server', message: messages[0] });
                }}
              />
            )}
          </div>
        ))}
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 px-4 py-4 sm:px-6 dark:border-slate-800">
          {dirty && <span className="mr-auto text-sm text-amber-700 dark:text-amber-300">{t('settings.unsaved')}</span>}
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      </form>
      {pendingCurrency && values && (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open && !confirming) setPendingCurrency(null);
          }}
          title={t('settings.currencyConfirm.title')}
          message={t('settings.currencyConfirm.message', {
            from: values.currency,
            to: pendingCurrency,
            before: formatPrice(SAMPLE_PRICE, values.currency ?? '', i18n.language),
            after: formatPrice(SAMPLE_PRICE, pendingCurrency, i18n.language),
          })}
          confirmLabel={t('settings.currencyConfirm.confirm', { to: pendingCurrency })}
          busy={confirming}
          onConfirm={() => void confirmCurrency()}
        />
      )}
    </div>
  );
}
