import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingType } from '@trails/contracts/constants';
import type { AdminSettings, TestEmailBody, TestEmailResult } from '@trails/contracts/settings';
import { dataClient } from '../../lib/data-client';
import { resourceKeys } from '../../lib/use-resource';

const NAME = 'settings';

/** Every setting (GET /settings): secrets come back blank with `<key>_set`. */
export const useAdminSettings = () =>
  useQuery({ queryKey: resourceKeys.all(NAME), queryFn: () => dataClient.read<AdminSettings>(NAME) });

/**
 * PUT /settings/{key}, one call per changed value. `confirm` accepts that a new currency relabels
 * the prices without converting them (without it the server refuses with 409 while trips have prices).
 */
export const saveSetting = (key: string, value: string, type: SettingType, confirm = false) =>
  dataClient.update<{ key: string; value: string }>(NAME, key, { value, type, ...(confirm ? { confirm } : {}) });

/** Refetch the settings once a save is over. */
export function useSettingsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(NAME) });
}

/** POST /settings/test-email with the mail settings as entered. */
export const useTestEmail = () =>
  useMutation({
    mutationFn: async (body: TestEmailBody) =>
      (await dataClient.action<TestEmailResult>(NAME, undefined, 'test-email', body)).data,
  });
