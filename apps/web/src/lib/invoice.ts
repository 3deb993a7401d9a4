import { useMutation } from '@tanstack/react-query';
import { apiDownload } from './api-client';
import { saveFile } from './save-file';

/** A booking's PDF invoice (the confirmation page and My Bookings offer it), saved as the server names it. */
export const downloadInvoice = async ({ id, reference }: { id: number; reference: string }) => {
  const { blob, filename } = await apiDownload(`/bookings/${id}/invoice`, { auth: 'user' });
  saveFile(blob, filename ?? `invoice-${reference}.pdf`);
};

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
