import { useMutation, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@trails/contracts/common';
import type { BookingDocuments } from '@trails/contracts/gst';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** An own booking's tax invoice number and its refunds' credit notes. */
export const useBookingDocuments = (bookingId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['bookings', bookingId, 'documents'],
    queryFn: ({ signal }) =>
      apiRequest<Envelope<BookingDocuments>>(`/bookings/${bookingId}/documents`, { auth: 'user', signal }).then(
        (envelope) => envelope.data,
      ),
    enabled,
  });

/** Saves the credit note of one refund as the server names it (it is issued on the first download). */
export const downloadCreditNote = async ({ bookingId, paymentId }: { bookingId: number; paymentId: number }) => {
  const { blob, filename } = await apiDownload(`/bookings/${bookingId}/credit-notes/${paymentId}`, { auth: 'user' });
  saveFile(blob, filename ?? `credit-note-${paymentId}.pdf`);
};

export const useDownloadCreditNote = () => useMutation({ mutationFn: downloadCreditNote });
