import {
  DEFAULT_PUBLIC_SETTINGS,
  MESSAGES,
  PUBLIC_SETTING_KEYS,
  SECRET_SETTING_KEYS,
  SETTING_KEYS,
  mergeSettings,
  settingValueRule,
  type AdminSettings,
  type PublicSettings,
  type SettingKey,
  type SettingType,
} from '@trails/contracts';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { readSettings, upsertSetting } from './settings.repo.ts';

const DEMO_MODE_KEY = 'demo_mode';

export const DEFAULT_PRIVATE_SETTINGS = {
  smtp_host: '',
  smtp_port: '587',
  smtp_username: '',
  smtp_password: '',
  mail_from_address: '',
  mail_from_name: '',
};
const ALL_DEFAULTS: Record<SettingKey, string> = { ...DEFAULT_PUBLIC_SETTINGS, ...DEFAULT_PRIVATE_SETTINGS };

export function createSettingsService(
  db: Database,
  { activity, publicData }: { activity: ActivityService; publicData: PublicDataInvalidator },
) {
  return {
    /** What any visitor may read: never SMTP details. */
    async getPublic(): Promise<PublicSettings> {
      const stored = await readSettings(db, [...PUBLIC_SETTING_KEYS, DEMO_MODE_KEY]);
      return { ...mergeSettings(DEFAULT_PUBLIC_SETTINGS, stored), demo_mode: stored[DEMO_MODE_KEY] === 'true' };
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

    async update(key: SettingKey, value: string, type: SettingType, actorId: number): Promise<{ key: string; value: string }> {
      const rule = settingValueRule(key).safeParse(value);
      if (!rule.success) throw fieldError('value', rule.error.issues[0]?.message ?? MESSAGES.invalidValue);
      const isPublic = (PUBLIC_SETTING_KEYS as readonly string[]).includes(key);
      await db.transaction(async (tx) => {
        await upsertSetting(tx, { key, value, type, isPublic });
        await activity.log(tx, {
          userId: actorId,
          type: 'settings',
          action: 'updated',
          description: `Setting ${key} updated`,
        });
      });
      await publicData.invalidate();
      return { key, value: SECRET_SETTING_KEYS.includes(key) ? '' : value };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
