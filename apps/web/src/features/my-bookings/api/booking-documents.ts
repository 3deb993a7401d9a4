import { useMutation, useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@trails/contracts/bookings';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** An own booking's tax invoice number and its refunds' credit notes. */
export const useBookingDocuments = (bookingId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['bookings', bookingId, 'documents'],
    queryFn: ({ signal }) =>
      callEndpoint(bookingsApi.documents, { params: { id: bookingId } }, { auth: 'user', signal }).then(
        (envelope) => envelope.data,
      ),
    enabled,
  });

/** Saves the credit note of one refund as the server names it (it is issued on the first download). */
export const downloadCreditNote = async ({ bookingId, paymentId }: { bookingId: number; paymentId: number }) => {
  const { blob, filename } = await downloadEndpoint(
    bookingsApi.creditNote,
    { params: { id: bookingId, paymentId } },
    { auth: 'user' },
  );
  saveFile(blob, filename ?? `credit-note-${paymentId}.pdf`);
};

export const useDownloadCreditNote = () => useMutation({ mutationFn: downloadCreditNote });
