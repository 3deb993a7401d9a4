import { z } from 'zod';
import {
  DEFAULT_PUBLIC_SETTINGS,
  SETTING_KEYS,
  SETTING_TYPES,
  type PublicSettingKey,
} from './constants.ts';
import { MESSAGES } from './messages.ts';
import { text } from './common.ts';

export const publicSettingsSchema = z
  .object(
    Object.fromEntries(
      Object.keys(DEFAULT_PUBLIC_SETTINGS).map((key) => [key, z.string()]),
    ) as Record<PublicSettingKey, z.ZodString>,
  )
  .extend({ demo_mode: z.boolean() });
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
    .union([z.string(), z.number(), z.boolean(), z.null()])
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .pipe(text(SETTING_VALUE_MAX)),
  type: z.enum(SETTING_TYPES).default('string'),
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
    return z.union([
      z.literal(''),
      z.string().regex(/^(https?:\/\/|\/)\S+$/, { error: MESSAGES.urlInvalid }),
    ]);
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
  if (key === 'currency') return z.enum(['INR', 'USD', 'EUR', 'GBP', 'JPY'], { error: MESSAGES.invalidValue });
  if (key === 'site_name')
    return z.string().min(1, { error: MESSAGES.required }).max(120, { error: MESSAGES.tooLong });
  return z.string().max(SETTING_VALUE_MAX, { error: MESSAGES.tooLong });
}
