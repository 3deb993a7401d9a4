import { useMutation } from '@tanstack/react-query';
import { accountApi } from '@trails/contracts/account';
import type { ChangePasswordBody, DeleteAccountBody } from '@trails/contracts/account';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** PUT /api/user/password: this session stays, every other one ends. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) => callEndpoint(accountApi.changePassword, { body }),
  });

/** GET /api/user/export, saved as the JSON file the server names. */
export const useDownloadMyData = () =>
  useMutation({
    mutationFn: async () => {
      const { blob, filename } = await downloadEndpoint(accountApi.export, {}, { auth: 'user' });
      saveFile(blob, filename ?? 'my-data.json');
    },
  });

/** DELETE /api/user with the current password: the account's personal data is erased, every session ends. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountBody) => callEndpoint(accountApi.remove, { body }),
  });
