import { useMutation } from '@tanstack/react-query';
import { bookingsApi } from '@trails/contracts/bookings';
import { downloadEndpoint } from './api-client';
import { saveFile } from './save-file';

/** A booking's PDF invoice (the confirmation page and My Bookings offer it), saved as the server names it. */
export const downloadInvoice = async ({ id, reference }: { id: number; reference: string }) => {
  const { blob, filename } = await downloadEndpoint(bookingsApi.invoice, { params: { id } }, { auth: 'user' });
  saveFile(blob, filename ?? `invoice-${reference}.pdf`);
};

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
