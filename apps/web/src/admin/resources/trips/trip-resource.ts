import { Copy, Star } from 'lucide-react';
import { ADMIN_TRIP_MESSAGES, ADMIN_TRIP_SORTS, type AdminTripKind } from '@trails/contracts/admin-catalogue';
import { publishFilters } from '../../lib/list-state';
import type { ListResource, RowAction } from '../types';

/** What the tours and treks lists share: sorts, the status and featured filters, Duplicate and Feature. */

export const tripFilters = publishFilters({ status: 'trips.filters.status', featured: 'trips.filters.featured' });

export function tripRowActions<T extends { is_featured: boolean }>(kind: AdminTripKind): RowAction<T>[] {
  const messages = ADMIN_TRIP_MESSAGES[kind];
  return [
    {
      action: 'toggle-feature',
      labelKey: (record) => (record.is_featured ? 'trips.actions.unfeature' : 'trips.actions.feature'),
      icon: Star,
      messages: { done: messages.featureUpdated, failed: 'failedToUpdateFeature' },
    },
    {
      action: 'duplicate',
      labelKey: () => 'trips.actions.duplicate',
      icon: Copy,
      messages: { done: messages.duplicated, failed: kind === 'tour' ? 'failedToDuplicateTour' : 'errorSavingTrek' },
    },
  ];
}

export const tripListBase = {
  sorts: ADMIN_TRIP_SORTS,
  defaultSort: 'created_at',
  defaultDirection: 'desc',
} as const satisfies Partial<ListResource<{ id: number }>>;
