import { z } from 'zod';
import type { App } from '../../lib/types.ts';
import { notFound } from '../../lib/errors.ts';
import { parseSceneName, renderSceneSvg } from './scene.ts';

/** Generated landscape artwork for demo content; the same name always draws the same picture. */
export function registerImageRoutes(app: App): void {
  app.get(
    '/images/scenes/:file',
    {
      schema: { hide: true, params: z.object({ file: z.string().max(200) }) },
    },
    async (request, reply) => {
      const name = parseSceneName(request.params.file);
      if (!name) throw notFound();
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(renderSceneSvg(name));
    },
  );
}
