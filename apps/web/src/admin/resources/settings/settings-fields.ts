import type { SettingKey, SettingType } from '@trails/contracts/constants';

/** How a setting is edited: the input's type, or a multi-line box, or a list of choices. */
export type SettingInput =
  | 'text'
  | 'textarea'
  | 'email'
  | 'url'
  | 'tel'
  | 'number'
  | 'password'
  | 'currency'
  | 'timezone'
  | 'switch'
  /** An Indian state or union territory, stored as its GST state code. */
  | 'state'
  /** The cancellation policy's tiers, stored as JSON. */
  | 'policy';

export interface SettingField {
  key: SettingKey;
  input: SettingInput;
  /** A help line under the field (key under settings.hints). */
  hint?: boolean;
}

export interface SettingsGroup {
  /** Heading key under settings.groups; none for a tab of one group. */
  titleKey?: string;
  fields: SettingField[];
}

export const SETTINGS_TABS = ['general', 'contact', 'social', 'email'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The four tabs of the Settings screen and the keys each one edits. */
export const SETTINGS_LAYOUT: Record<SettingsTab, SettingsGroup[]> = {
  general: [
    {
      titleKey: 'settings.groups.site',
      fields: [
        { key: 'site_name', input: 'text' },
        { key: 'site_description', input: 'textarea' },
        { key: 'site_logo', input: 'url' },
        { key: 'currency', input: 'currency' },
        { key: 'timezone', input: 'timezone' },
        { key: 'home_counter_min', input: 'number', hint: true },
      ],
    },
    {
      titleKey: 'settings.groups.bookings',
      fields: [
        { key: 'booking_hold_hours', input: 'number', hint: true },
        { key: 'booking_lead_days', input: 'number', hint: true },
        { key: 'max_pending_bookings', input: 'number', hint: true },
        { key: 'traveller_details_days', input: 'number', hint: true },
        { key: 'waitlist_offer_hours', input: 'number', hint: true },
        { key: 'payment_instructions', input: 'textarea', hint: true },
        { key: 'cancellation_policy', input: 'policy', hint: true },
        { key: 'pre_departure_days', input: 'number', hint: true },
      ],
    },
    {
      // What the tax invoices and credit notes carry.
      titleKey: 'settings.groups.gst',
      fields: [
        { key: 'legal_name', input: 'text', hint: true },
        { key: 'gstin', input: 'text', hint: true },
        { key: 'business_state', input: 'state', hint: true },
        { key: 'tax_rate', input: 'text', hint: true },
        { key: 'prices_include_tax', input: 'switch', hint: true },
      ],
    },
    {
      titleKey: 'settings.groups.signIn',
      fields: [{ key: 'demo_mode', input: 'switch', hint: true }],
    },
    {
      // Online payments; the provider's keys stay in environment variables, never here.
      titleKey: 'settings.groups.payments',
      fields: [
        { key: 'deposit_percent', input: 'number', hint: true },
        { key: 'balance_due_days', input: 'number', hint: true },
        { key: 'payment_hold_minutes', input: 'number', hint: true },
      ],
    },
  ],
  contact: [
    {
      fields: [
        { key: 'contact_email', input: 'email' },
        { key: 'contact_phone', input: 'tel' },
        { key: 'contact_address', input: 'textarea' },
        { key: 'business_hours', input: 'text' },
      ],
    },
  ],
  social: [
    {
      fields: [
        { key: 'facebook_url', input: 'url' },
        { key: 'twitter_url', input: 'url' },
        { key: 'instagram_url', input: 'url' },
        { key: 'youtube_url', input: 'url' },
      ],
    },
  ],
  email: [
    {
      titleKey: 'settings.groups.smtp',
      fields: [
        { key: 'smtp_host', input: 'text' },
        { key: 'smtp_port', input: 'number' },
        { key: 'smtp_username', input: 'text' },
        { key: 'smtp_password', input: 'password' },
      ],
    },
    {
      titleKey: 'settings.groups.sender',
      fields: [
        { key: 'mail_from_address', input: 'email', hint: true },
        { key: 'mail_from_name', input: 'text' },
      ],
    },
  ],
};

export const CURRENCY_OPTIONS = ['USD', 'EUR', 'GBP', 'JPY', 'INR'] as const;

/** The type sent with a value (PUT /settings/{key}): what the input holds. */
export function settingType(input: SettingInput): SettingType {
  if (input === 'email' || input === 'url' || input === 'number') return input;
  if (input === 'switch') return 'boolean';
  return 'string';
}

/** The tab that edits a key. */
export const tabOf = (key: string): SettingsTab =>
  SETTINGS_TABS.find((tab) => SETTINGS_LAYOUT[tab].some((group) => group.fields.some((field) => field.key === key))) ??
  'general';

/** Every timezone the browser knows, UTC first; a stored value the list lacks is kept. */
export function timezoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = ['UTC', ...known.filter((zone) => zone !== 'UTC')];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
