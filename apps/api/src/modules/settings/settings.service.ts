import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import {
  DEFAULT_PRIVATE_SETTINGS,
  DEFAULT_PUBLIC_SETTINGS,
  PUBLIC_SETTING_KEYS,
  SECRET_SETTING_KEYS,
  SETTING_KEYS,
  type FlagSettingKey,
  type SettingKey,
  type SettingType,
} from '@trails/contracts/constants';
import { mergeSettings } from '@trails/contracts/merge-settings';
import { MESSAGES } from '@trails/contracts/messages';
import {
  settingValueRule,
  type AdminSettings,
  type PublicSettings,
  type TestEmailResult,
  type testEmailBody,
} from '@trails/contracts/settings';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { conflict, HttpError, unprocessable } from '../../lib/errors.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { createSmtpTransport, MAIL_KEYS, resolveSmtpSettings, type MailEnv } from './smtp-settings.ts';
import { readSettings, upsertSetting } from './settings.repo.ts';

/** How long a test email may wait for the mail server: the admin is watching the button. */
const TEST_EMAIL_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const DEMO_MODE_KEY: FlagSettingKey = 'demo_mode';

const DEFAULT_FLAGS: Record<FlagSettingKey, string> = { demo_mode: 'false' };
const ALL_DEFAULTS: Record<SettingKey, string> = {
  ...DEFAULT_PUBLIC_SETTINGS,
  ...DEFAULT_PRIVATE_SETTINGS,
  ...DEFAULT_FLAGS,
};

export function createSettingsService(
  db: Database,
  {
    activity,
    publicData,
    mailEnv = {},
    hasPricedTrips,
    payments = { provider: 'none', checkoutUrl: '' },
  }: {
    activity: ActivityService;
    publicData: PublicDataInvalidator;
    mailEnv?: Partial<MailEnv>;
    /** Whether any tour or trek has a price: prices are stored in the site currency. */
    hasPricedTrips: () => Promise<boolean>;
    /** The configured payment provider and Razorpay Checkout's script, which the booking page needs. */
    payments?: { provider: 'none' | 'razorpay' | 'stripe'; checkoutUrl: string };
  },
) {
  return {
    /** What any visitor may read: never SMTP details. */
    async getPublic(): Promise<PublicSettings> {
      const stored = await readSettings(db, [...PUBLIC_SETTING_KEYS, DEMO_MODE_KEY]);
      return {
        ...mergeSettings(DEFAULT_PUBLIC_SETTINGS, stored),
        demo_mode: stored[DEMO_MODE_KEY] === 'true',
        payment_provider: payments.provider,
        ...(payments.provider === 'razorpay' ? { razorpay_checkout_url: payments.checkoutUrl } : {}),
      };
    },

    /** Staff view: every key; a secret comes back empty with `<key>_set` telling whether it is stored. */
    async getAdmin(): Promise<AdminSettings> {
      const stored = await readSettings(db, SETTING_KEYS);
      const merged: AdminSettings = mergeSettings(ALL_DEFAULTS, stored);
      for (const key of SECRET_SETTING_KEYS) {
        merged[`${key}_set`] = Boolean(stored[key]);
        merged[key] = '';
      }
      return merged;
    },

    async update(
      key: SettingKey,
      value: string,
      type: SettingType,
      actorId: number,
      confirmed = false,
    ): Promise<{ key: string; value: string }> {
      const rule = settingValueRule(key).safeParse(value);
      if (!rule.success) {
        // A structured value (the cancellation policy) names the part that is wrong: value.<index>.<field>.
        const errors: Record<string, string[]> = {};
        for (const issue of rule.error.issues) {
          const field = ['value', ...issue.path.map(String)].join('.');
          errors[field] ??= [issue.message || MESSAGES.invalidValue];
        }
        const first = rule.error.issues[0]?.message ?? MESSAGES.invalidValue;
        throw unprocessable(errors, first);
      }
      // A rule may normalise what it accepts (a GSTIN in capitals, the policy as compact JSON).
      if (typeof rule.data === 'string') value = rule.data;
      if (key === 'currency' && !confirmed) {
        // Prices are stored as plain numbers in the site currency: a new currency relabels them.
        const current = mergeSettings(DEFAULT_PUBLIC_SETTINGS, await readSettings(db, ['currency'])).currency;
        if (current !== value && (await hasPricedTrips())) throw conflict(ADMIN_MESSAGES.currencyChangeUnconfirmed);
      }
      const isPublic = (PUBLIC_SETTING_KEYS as readonly string[]).includes(key);
      // A secret (the SMTP password) is never written to the log: only that it changed.
      const shown = (stored: string | undefined) =>
        SECRET_SETTING_KEYS.includes(key) ? (stored ? '••••••' : '') : (stored ?? null);
      await db.transaction(async (tx) => {
        const previous = (await readSettings(tx, [key]))[key];
        await upsertSetting(tx, { key, value, type, isPublic });
        await activity.record(tx, {
          userId: actorId,
          type: 'settings',
          action: 'updated',
          label: key,
          description: `Setting ${key} updated`,
          before: { [key]: shown(previous) },
          after: { [key]: previous !== value && SECRET_SETTING_KEYS.includes(key) ? '•••••• (changed)' : shown(value) },
        });
      });
      await publicData.invalidate();
      return { key, value: SECRET_SETTING_KEYS.includes(key) ? '' : value };
    },

    /**
     * Sends a test email to `to` with the mail settings as entered (not yet saved): a blank
     * password means the stored one, other blanks fall back as they would once saved. The mail
     * server's refusal is a 422 carrying its answer.
     */
    async sendTestEmail(
      entered: z.output<typeof testEmailBody>,
      to: { address: string; name: string },
    ): Promise<TestEmailResult> {
      const stored = await readSettings(db, MAIL_KEYS);
      const smtp = resolveSmtpSettings(
        { ...stored, ...entered, smtp_password: entered.smtp_password || stored.smtp_password },
        mailEnv,
      )!;
      const transport = createSmtpTransport(smtp, TEST_EMAIL_TIMEOUTS);
      try {
        const info = await transport.sendMail({
          from: smtp.from,
          to: { address: to.address, name: to.name },
          subject: `Test email from ${smtp.from.name}`,
          text: `This is a test email from ${smtp.from.name}. The mail settings (${smtp.host}:${smtp.port}) work.`,
        });
        return { to: to.address, response: String(info.response ?? '') };
      } catch (error) {
        const reason =
          (error instanceof Error ? error.message : String(error)).slice(0, 500) || ADMIN_MESSAGES.testEmailFailed;
        throw new HttpError(422, ADMIN_MESSAGES.testEmailFailed, { smtp: [reason] });
      } finally {
        transport.close();
      }
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
