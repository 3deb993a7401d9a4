import { parseSceneName, renderSceneSvg } from '../../modules/images/scene.ts';
import type { media } from '../schema/index.ts';
import { BLOGS } from './blogs.ts';
import { DESTINATIONS } from './destinations.ts';
import { TOURS } from './tours.ts';
import { TREKS } from './treks.ts';

export type MediaSeed = typeof media.$inferInsert;

/** The size the site serves a scene at (images.routes.ts draws it with the default size). */
const SCENE_WIDTH = 1200;
const SCENE_HEIGHT = 800;

interface Pictured {
  image?: string | null;
  images?: string[] | null;
  featuredImage?: string | null;
  createdAt?: Date | null;
}

/**
 * Every picture the demo catalogue and blog show, as items of the media library in the folder
 * its kind fills (so staff find them there, see where each is used, and pick them for new trips).
 */
function libraryOf(folder: string, items: readonly Pictured[]): MediaSeed[] {
  return items.flatMap((item) =>
    [item.image, ...(item.images ?? []), item.featuredImage].flatMap((url) => {
      const name = url ? parseSceneName(url.split('/').pop() ?? '') : null;
      if (!url || !name) return [];
      return [
        {
          filename: `${name}.svg`,
          url,
          folder,
          mimeType: 'image/svg+xml',
          sizeBytes: Buffer.byteLength(renderSceneSvg(name)),
          width: SCENE_WIDTH,
          height: SCENE_HEIGHT,
          uploadedBy: null,
          ...(item.createdAt ? { createdAt: item.createdAt, updatedAt: item.createdAt } : {}),
        },
      ];
    }),
  );
}

/** One row per address: a picture shown by two items is one library item. */
export const MEDIA: MediaSeed[] = [
  ...new Map(
    [
      ...libraryOf('destinations', DESTINATIONS),
      ...libraryOf('tours', TOURS),
      ...libraryOf('treks', TREKS),
      ...libraryOf('blogs', BLOGS),
    ].map((row) => [row.url, row]),
  ).values(),
];
