import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, DeleteAccountBody } from '@trails/contracts/account';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

type Done = { success: true; message: string };

/** PUT /api/user/password: this session stays, every other one ends. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) => apiRequest<Done>('/user/password', { method: 'PUT', body }),
  });

/** GET /api/user/export, saved as the JSON file the server names. */
export const useDownloadMyData = () =>
  useMutation({
    mutationFn: async () => {
      const { blob, filename } = await apiDownload('/user/export', { auth: 'user' });
      saveFile(blob, filename ?? 'my-data.json');
    },
  });

/** DELETE /api/user with the current password: the account's personal data is erased, every session ends. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountBody) => apiRequest<Done>('/user', { method: 'DELETE', body }),
  });
