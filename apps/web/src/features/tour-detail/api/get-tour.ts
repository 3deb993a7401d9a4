import { useQuery } from '@tanstack/react-query';
import { tripQueryOptions } from '../../../lib/trip-query';

/** A tour, under the query key its booking wizard shares (see lib/trip-query). */
export const tourQueryOptions = (idOrSlug: string) => tripQueryOptions('tour', idOrSlug);

export const useTour = (idOrSlug: string) => useQuery(tourQueryOptions(idOrSlug));
