import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The quote of one of the traveller's own custom trip requests, as the PDF staff emailed. */
export const downloadQuote = async (id: number) => {
  const { blob, filename } = await apiDownload(`/custom-packages/${id}/quote.pdf`, { auth: 'user' });
  saveFile(blob, filename ?? `quote-${id}.pdf`);
};

export const useDownloadQuote = () => useMutation({ mutationFn: downloadQuote });
