import { useMutation } from '@tanstack/react-query';
import { customPackagesApi } from '@trails/contracts/custom-packages';
import { downloadEndpoint } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The quote of one of the traveller's own custom trip requests, as the PDF staff emailed. */
export const downloadQuote = async (id: number) => {
  const { blob, filename } = await downloadEndpoint(customPackagesApi.quotePdf, { params: { id } }, { auth: 'user' });
  saveFile(blob, filename ?? `quote-${id}.pdf`);
};

export const useDownloadQuote = () => useMutation({ mutationFn: downloadQuote });
