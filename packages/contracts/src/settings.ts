import { z } from 'zod';
import {
  DEFAULT_PUBLIC_SETTINGS,
  FLAG_SETTING_KEYS,
  MAX_PENDING_BOOKINGS_LIMIT,
  SETTING_KEYS,
  SETTING_TYPES,
  type PublicSettingKey,
} from './constants.ts';
import { MESSAGES } from './messages.ts';
import { envelope, text } from './common.ts';
import { endpoint } from './endpoint.ts';
import { gstinRule, stateCodeRule, taxRateRule } from './gst.ts';
import { CANCELLATION_POLICY_KEY, cancellationPolicyText } from './cancellation-policy.ts';

export const publicSettingsSchema = z
  .object(
    Object.fromEntries(Object.keys(DEFAULT_PUBLIC_SETTINGS).map((key) => [key, z.string()])) as Record<
      PublicSettingKey,
      z.ZodString
    >,
  )
  .extend({
    demo_mode: z.boolean(),
    /** The online payment provider the server is configured with, and Razorpay Checkout's script. */
    payment_provider: z.enum(['none', 'razorpay', 'stripe']).optional(),
    razorpay_checkout_url: z.string().optional(),
  });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** Admin view: every key; secrets come back as an empty string plus a `<key>_set` flag. */
export const adminSettingsSchema = z.record(z.string(), z.union([z.string(), z.boolean()]));
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** The longest setting value (a URL, a paragraph of text). */
export const SETTING_VALUE_MAX = 2000;

export const settingKeyParam = z.object({
  key: z.enum(SETTING_KEYS, { error: MESSAGES.unknownSetting }),
});

export const updateSettingBody = z.object({
  value: z
    .union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown())])
    .optional()
    // A structured setting (the cancellation policy's tiers) may come as JSON itself.
    .transform((value) =>
      value === null || value === undefined ? '' : Array.isArray(value) ? JSON.stringify(value) : String(value).trim(),
    )
    .pipe(text(SETTING_VALUE_MAX)),
  type: z.enum(SETTING_TYPES).default('string'),
  /**
   * Changing `currency` while priced trips exist relabels their prices without converting them:
   * the server refuses it (409) unless this is true.
   */
  confirm: z.boolean({ error: MESSAGES.invalidValue }).optional().default(false),
});
export type UpdateSettingBody = z.input<typeof updateSettingBody>;

/** A whole number within [min, max], written as text (settings are stored as text). */
const wholeNumberText = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { error: MESSAGES.invalidValue })
    .refine((value) => Number(value) >= min && Number(value) <= max, { error: MESSAGES.invalidValue });

/** The rule a value must meet for its key, shared by the admin form and the server. */
export function settingValueRule(key: string) {
  if (key === 'contact_email' || key === 'mail_from_address')
    return z.union([z.literal(''), z.email({ error: MESSAGES.emailInvalid })]);
  if (key === 'site_logo' || key.endsWith('_url'))
    return z.union([z.literal(''), z.string().regex(/^(https?:\/\/|\/)\S+$/, { error: MESSAGES.urlInvalid })]);
  if (key === 'smtp_port')
    return z.union([
      z.literal(''),
      z
        .string()
        .regex(/^\d{1,5}$/, { error: MESSAGES.invalidValue })
        .refine((port) => Number(port) >= 1 && Number(port) <= 65535, { error: MESSAGES.invalidValue }),
    ]);
  if (key === 'booking_lead_days') return wholeNumberText(0, 365);
  if (key === 'booking_hold_hours') return wholeNumberText(1, 24 * 60);
  if (key === 'home_counter_min') return wholeNumberText(0, 999_999);
  if (key === 'deposit_percent') return wholeNumberText(1, 100);
  if (key === 'balance_due_days') return wholeNumberText(0, 365);
  if (key === 'payment_hold_minutes') return wholeNumberText(5, 24 * 60);
  if (key === 'traveller_details_days') return wholeNumberText(0, 365);
  if (key === 'waitlist_offer_hours') return wholeNumberText(1, 7 * 24);
  // Stored as normalised JSON; an error names its tier and field (value.<index>.<field>).
  if (key === CANCELLATION_POLICY_KEY) return cancellationPolicyText.transform((tiers) => JSON.stringify(tiers));
  if (key === 'max_pending_bookings') return wholeNumberText(1, MAX_PENDING_BOOKINGS_LIMIT);
  if (key === 'gstin') return gstinRule;
  if (key === 'business_state') return stateCodeRule;
  if (key === 'tax_rate') return taxRateRule;
  if (key === 'prices_include_tax') return z.enum(['true', 'false'], { error: MESSAGES.invalidValue });
  if (key === 'pre_departure_days') return wholeNumberText(1, 60);
  if (key === 'legal_name') return z.string().max(200, { error: MESSAGES.tooLong });
  if (key === 'currency') return z.enum(['INR', 'USD', 'EUR', 'GBP', 'JPY'], { error: MESSAGES.invalidValue });
  if ((FLAG_SETTING_KEYS as readonly string[]).includes(key))
    return z.enum(['true', 'false'], { error: MESSAGES.invalidValue });
  if (key === 'site_name') return z.string().min(1, { error: MESSAGES.required }).max(120, { error: MESSAGES.tooLong });
  return z.string().max(SETTING_VALUE_MAX, { error: MESSAGES.tooLong });
}

/** A setting's value as a form or JSON sends it: trimmed text, blank when missing. */
const settingField = (key: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .pipe(text(SETTING_VALUE_MAX))
    .pipe(settingValueRule(key));

/**
 * POST /api/admin/settings/test-email: the mail settings as entered in the form, not yet saved. A
 * blank password means the stored one; a blank port means 587.
 */
export const testEmailBody = z.object({
  smtp_host: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(255, { error: MESSAGES.tooLong })
    .regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, { error: MESSAGES.invalidValue }),
  smtp_port: settingField('smtp_port'),
  smtp_username: settingField('smtp_username'),
  smtp_password: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => value ?? '')
    .pipe(z.string().max(1000, { error: MESSAGES.tooLong })),
  mail_from_address: settingField('mail_from_address'),
  mail_from_name: settingField('mail_from_name').pipe(
    z.string().refine((value) => !/[\r\n]/.test(value), { error: MESSAGES.invalidValue }),
  ),
});
export type TestEmailBody = z.input<typeof testEmailBody>;

/** What the mail server answered the test email (its last reply line, e.g. `250 OK`). */
export const testEmailResult = z.object({ to: z.string(), response: z.string() });
export type TestEmailResult = z.infer<typeof testEmailResult>;

/** One setting as saved. */
export const savedSetting = z.object({ key: z.string(), value: z.string() });
export type SavedSetting = z.infer<typeof savedSetting>;

/** The settings the public site reads. */
export const settingsApi = {
  get: endpoint({ method: 'GET', path: '/api/settings', response: envelope(publicSettingsSchema) }),
};

/** Every setting (admins only): read them, change one, try the mail settings. */
export const adminSettingsApi = {
  read: endpoint({ method: 'GET', path: '/api/admin/settings', response: envelope(adminSettingsSchema) }),
  'test-email': endpoint({
    method: 'POST',
    path: '/api/admin/settings/test-email',
    body: testEmailBody,
    response: envelope(testEmailResult),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/settings/:key',
    params: settingKeyParam,
    body: updateSettingBody,
    response: envelope(savedSetting),
  }),
};
