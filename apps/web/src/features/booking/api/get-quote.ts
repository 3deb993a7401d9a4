import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingsApi, type QuoteBody } from '@trails/contracts/bookings';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueLang } from '../../../lib/catalogue-request';

/**
 * The server's price for a choice of trip, date or departure, passengers and coupon. A signed-in
 * traveller's token goes with it, so a coupon their account cannot use is refused here, not at booking.
 */
export const quoteQueryOptions = (body: QuoteBody) =>
  queryOptions({
    queryKey: ['bookings', 'quote', body, catalogueLang()],
    queryFn: async ({ signal }) => {
      // The coupon's description comes in the interface's language.
      const lang = catalogueLang();
      const query = lang === 'en' ? undefined : { lang };
      return (await callEndpoint(bookingsApi.quote, { body, query }, { signal })).data;
    },
    staleTime: 30_000,
    retry: false,
  });

/** Asked only once a date or departure is chosen; the previous price stays shown while the next loads. */
export const useQuote = (body: QuoteBody | null) =>
  useQuery({
    ...quoteQueryOptions(body ?? ({ passengers: 1 } as QuoteBody)),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
