import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataClient, type AdminOperation, type AdminResource, type ListParams, type RecordId } from './data-client';

/** Query keys of a resource, in one place: every write invalidates `all(name)`. */
export const resourceKeys = {
  all: (name: string) => ['admin', name] as const,
  list: (name: string, params: ListParams) => ['admin', name, 'list', params] as const,
  one: (name: string, id: RecordId) => ['admin', name, 'one', id] as const,
};

/** One page of a resource; the previous page stays on screen while the next one loads. */
export function useResourceList<T>(name: AdminResource, params: ListParams) {
  return useQuery({
    queryKey: resourceKeys.list(name, params),
    queryFn: () => dataClient.list<T>(name, params),
    placeholderData: keepPreviousData,
  });
}

/** Create (no id) or update (with id); the resource's lists refetch after success. */
export function useResourceSave<T>(name: AdminResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: RecordId; body: unknown }) =>
      id === undefined ? dataClient.create<T>(name, body) : dataClient.update<T>(name, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) }),
  });
}

export function useResourceRemove(name: AdminResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: RecordId) => dataClient.remove(name, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) }),
  });
}

/** One record as the server has it (an Edit form that needs more than the list row); off until `id` is given. */
export function useResourceRecord<T>(name: AdminResource, id: RecordId | undefined) {
  return useQuery({
    queryKey: resourceKeys.one(name, id ?? ''),
    queryFn: () => dataClient.get<T>(name, id!),
    enabled: id !== undefined,
  });
}

/** A named call on one record (POST /tours/3/duplicate); the resource's lists and records refetch after success. */
export function useResourceAction<T>(name: AdminResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: { id: RecordId; action: AdminOperation; body?: unknown }) =>
      dataClient.action<T>(name, id, action, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) }),
  });
}

/** One action on the selected records (POST /<name>/bulk); the resource's queries refetch after, whatever the answer. */
export function useResourceBulk(name: AdminResource) {
  const queryClient = useQueryClient();
  return async (action: string, ids: readonly RecordId[]) => {
    try {
      return await dataClient.bulk(name, action, ids);
    } finally {
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) });
    }
  };
}
