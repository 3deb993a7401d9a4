import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: href('inter-latin-wght-normal.woff2'),
            },
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

/**
 * Beside Vite's manifest, which chunks each module went into (`.vite/chunk-modules.json`): the
 * manifest names only a chunk's entry module, and scripts/bundle-budget.mjs must also see the
 * libraries and back-office files a shared chunk holds.
 */
function chunkModules(): Plugin {
  return {
    name: 'trails-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds
          .map((id) =>
            path.isAbsolute(id)
              ? path
                  .relative(import.meta.dirname, id)
                  .split(path.sep)
                  .join('/')
              : id.replace('\0', ''),
          )
          .sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(modules, null, 2)}\n`,
      });
    },
  };
}

const CONTRACTS_SRC = path.resolve(import.meta.dirname, '../../packages/contracts/src');
const ENDPOINTS_PREFIX = 'virtual:trails-endpoints/';
const CONTRACTS_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@trails\/contracts\/([\w-]+)';/g;

/** An endpoint as the browser needs it: how to call it, not the schemas that check it. */
function browserView(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.method === 'string' && typeof record.path === 'string' && 'response' in record) {
    const { method, path: address, status, produces } = record;
    return { method, path: address, ...(status ? { status } : {}), ...(produces ? { produces } : {}) };
  }
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, browserView(item)]));
}

/**
 * The endpoint map (`xxxApi` groups in `@trails/contracts/<domain>`) holds each endpoint's zod
 * schemas for the server; the browser builds calls from their method and path only. A web file's
 * import of an `…Api` group is served from a module holding just that (read from the contracts
 * when bundling), so the schemas and zod stay out of the pages that call the API; types still come
 * from the contracts themselves.
 */
function endpointPaths(): Plugin {
  return {
    name: 'trails-endpoint-paths',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/apps\/web\/src\/.*\.tsx?$/.test(id) || !code.includes('@trails/contracts/')) return null;
      let changed = false;
      const rewritten = code.replace(CONTRACTS_IMPORT, (statement, names: string, module: string) => {
        const items = names
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        const groups = items.filter((item) => /^\w+Api$/.test(item));
        if (groups.length === 0) return statement;
        changed = true;
        const rest = items.filter((item) => !groups.includes(item));
        // Types alone stay a type import: `import { type X }` would still load the module for its effects.
        const typesOnly = rest.every((item) => item.startsWith('type '));
        const others = typesOnly
          ? `import type { ${rest.map((item) => item.slice('type '.length)).join(', ')} } from '@trails/contracts/${module}';`
          : `import { ${rest.join(', ')} } from '@trails/contracts/${module}';`;
        return [
          `import { ${groups.join(', ')} } from '${ENDPOINTS_PREFIX}${module}';`,
          rest.length > 0 ? others : '',
        ].join('\n');
      });
      return changed ? { code: rewritten, map: null } : null;
    },
    resolveId(source) {
      return source.startsWith(ENDPOINTS_PREFIX) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${ENDPOINTS_PREFIX}`)) return null;
      const file = path.join(CONTRACTS_SRC, `${id.slice(ENDPOINTS_PREFIX.length + 1)}.ts`);
      this.addWatchFile(file);
      const url = `${pathToFileURL(file).href}?mtime=${fs.statSync(file).mtimeMs}`;
      const module = (await import(url)) as Record<string, unknown>;
      return Object.entries(module)
        .filter(([name]) => /^\w+Api$/.test(name))
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(browserView(value))};`)
        .join('\n');
    },
  };
}

/**
 * lucide-react's icons draw through `components/ui/sprite-icon.tsx` instead of lucide's own `Icon`:
 * each icon's drawing is in a page once (the icon sprite), and each icon points at it.
 */
function spriteIcons(): Plugin {
  const spriteIcon = path.join(import.meta.dirname, 'src/components/ui/sprite-icon.tsx');
  return {
    name: 'trails-sprite-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './Icon.mjs' &&
        importer &&
        /lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/.test(importer)
      ) {
        return spriteIcon;
      }
      return null;
    },
  };
}

/** What the browser fetches as text: compressed ahead, once, at the smallest size. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|xml|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Every text file of the browser's build also as `.br` (Brotli at its highest quality) and `.gz`
 * (gzip level 9) beside it, which the server sends as they are (@fastify/static's `preCompressed`)
 * instead of compressing each script again for each visitor at a fast, larger setting: the shared
 * scripts of a first visit are about 14 % smaller, and serving them costs no compression. Not
 * `index.html` (the server fills it in before sending it) nor the build's records (`.vite/`); a file
 * under 1 KB or one compression makes no smaller stays as it is.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'trails-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !path.relative(outDir, file).startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const source = fs.readFileSync(file);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
          if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The server build's imports of `react-i18next` go to `src/lib/server-translation.ts`, which
 * re-exports the library with a lighter `useTranslation` for server renders.
 */
function serverTranslation(): Plugin {
  const shim = path.join(import.meta.dirname, 'src/lib/server-translation.ts');
  return {
    name: 'trails-server-translation',
    enforce: 'pre',
    apply: (_config, { isSsrBuild }) => Boolean(isSsrBuild),
    async resolveId(source, importer, options) {
      if (source !== 'react-i18next' || importer === shim) return null;
      return this.resolve(shim, importer, { ...options, skipSelf: true });
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build (`vite build --ssr src/entry-server.tsx`, dist-server/) needs neither the
  // HTML's font tags nor the chunk records, and is one file for Node: no chunking rules.
  plugins: isSsrBuild
    ? [endpointPaths(), spriteIcons(), serverTranslation(), react(), tailwindcss()]
    : [endpointPaths(), spriteIcons(), react(), tailwindcss(), fontPreloads(), chunkModules(), precompress()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.join(import.meta.dirname, 'src/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
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
  // The contracts package is TypeScript source: bundled into the server's build like into the browser's;
  // lucide-react too, so its icons draw through the same sprite icon as in the browser.
  ssr: { noExternal: ['@trails/contracts', 'lucide-react'] },
  build: isSsrBuild
    ? {
        target: 'node24',
        outDir: 'dist-server',
        sourcemap: false,
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        target: 'es2022',
        sourcemap: false,
        // Every browser the site supports preloads modules itself.
        modulePreload: { polyfill: false },
        // scripts/bundle-budget.mjs reads which chunks each route needs from it.
        manifest: true,
        rolldownOptions: {
          output: {
            // Framework code changes rarely: its own long-cached chunk. Only what every page uses: the
            // back office's table library stays in the admin's own chunks.
            advancedChunks: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack[\\/](react-query|query-core))[\\/]/,
                  priority: 1,
                },
                {
                  name: 'app',
                  tags: ['$initial'],
                },
              ],
            },
          },
        },
      },
}));
