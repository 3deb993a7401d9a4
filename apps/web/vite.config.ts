import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

/**
 * Fonts in the first HTML: a preload for the Latin Inter file (every page needs it, and the CSS that
 * names it comes later), and the Devanagari file's address in a meta tag, which theme-init.js turns
 * into a preload when the page is Hindi. Both files carry a content hash, known only after bundling.
 */
function fontPreloads(): Plugin {
  return {
    name: 'trails-font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const assets = Object.values(bundle ?? {}).filter((output) => output.type === 'asset');
        const href = (file: string) => {
          const asset = assets.find((output) => output.originalFileNames.some((name) => name.endsWith(`/${file}`)));
          if (!asset) throw new Error(`font ${file} is not in the bundle`);
          return `/${asset.fileName}`;
        };
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: href('inter-latin-wght-normal.woff2') },
            injectTo: 'head-prepend',
          },
          {
            tag: 'meta',
            attrs: { name: 'font-devanagari', content: href('noto-sans-devanagari-devanagari-wght-normal.woff2') },
            injectTo: 'head-prepend',
          },
        ];
        return tags;
      },
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), tailwindcss(), fontPreloads()],
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/images': apiTarget,
      '/sitemap.xml': apiTarget,
      '/robots.txt': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Framework code changes rarely: its own long-cached chunk. Only what every page uses: the
        // back office's table library stays in the admin's own chunks.
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack[\\/](react-query|query-core))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
