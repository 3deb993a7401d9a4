import { useQuery } from '@tanstack/react-query';
import { tripQueryOptions } from '../../../lib/trip-query';

/** A trek, under the query key its booking wizard shares (see lib/trip-query). */
export const trekQueryOptions = (idOrSlug: string) => tripQueryOptions('trek', idOrSlug);

/** A trek; a missing one is final (no retry), as the spec's trek page expects. */
export const useTrek = (idOrSlug: string) => useQuery({ ...trekQueryOptions(idOrSlug), retry: false });
