import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from './scripts/chunk-modules-plugin.ts';
import { markdownPlugin } from './scripts/markdown-plugin.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [markdownPlugin(), react(), tailwindcss(), chunkModulesPlugin()],
  resolve: {
    // Every `import … from 'zod'` (the web's and the contracts') gets zod with `jitless` on: see the module.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  build: {
    manifest: true,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Prerendered pages and the SPA shell share these hashed assets.
    assetsDir: 'assets',
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
  },
  // The server entry (dist-ssr) holds its dependencies (React, react-dom/server...): the server loads it
  // with nothing but its own production dependencies installed (the Dockerfile's runtime image).
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000', '/healthz': 'http://127.0.0.1:5000' },
  },
}));
