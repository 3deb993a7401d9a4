import { useQuery } from '@tanstack/react-query';
import {
  adminMediaApi,
  type AdminMediaFolder,
  type AdminMediaItem,
  type AdminMediaUsage,
} from '@trails/contracts/admin-media';
import type { Envelope, ErrorBody } from '@trails/contracts/common';
import { SERVER_ERROR } from '@trails/contracts/server-error';
import { ApiError, UNAUTHORIZED_EVENT } from '../../../lib/api-client';
import { tokens } from '../../../lib/storage';
import { dataClient } from '../../lib/data-client';
import { resourceKeys } from '../../lib/use-resource';

export const MEDIA = 'media';
export const MEDIA_PER_PAGE = 24;

export function useMediaList(folder: string, page: number) {
  return useQuery({
    queryKey: [...resourceKeys.all(MEDIA), 'list', folder, page],
    queryFn: () => dataClient.list<AdminMediaItem>(MEDIA, { page, per_page: MEDIA_PER_PAGE, filters: { folder } }),
    placeholderData: (previous) => previous,
  });
}

export function useMediaFolders() {
  return useQuery({
    queryKey: [...resourceKeys.all(MEDIA), 'folders'],
    queryFn: () => dataClient.fetch<AdminMediaFolder[]>(MEDIA, 'folders'),
  });
}

export const mediaUsage = async (id: number) => dataClient.fetch<AdminMediaUsage>(MEDIA, 'usage', {}, id);

export const deleteMedia = (id: number) => dataClient.remove(MEDIA, id);

/**
 * The media library's upload (its endpoint in the map) with XMLHttpRequest, for its upload
 * progress (0..1); the same token and error shape as every other call.
 */
export function uploadMedia(
  file: File,
  folder: string,
  onProgress: (fraction: number) => void,
): Promise<Envelope<AdminMediaItem>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(adminMediaApi.upload.method, adminMediaApi.upload.path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const token = tokens.get('admin');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, SERVER_ERROR));
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      if (request.status >= 200 && request.status < 300 && payload) return resolve(payload as Envelope<AdminMediaItem>);
      const failure = payload as Partial<ErrorBody> | null;
      if (request.status === 401) {
        tokens.clearAll();
        window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
      }
      reject(new ApiError(request.status, failure?.message ?? SERVER_ERROR, failure?.errors ?? {}));
    };
    const body = new FormData();
    body.append('folder', folder);
    body.append('file', file);
    request.send(body);
  });
}
