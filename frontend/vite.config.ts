import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The gateway serves /api (REST facade) and /graphql (HTTP + graphql-ws); in development it runs beside Vite.
const GATEWAY_URL = 'http://127.0.0.1:3000';

const gatewayProxy: Record<string, ProxyOptions> = {
  '/api': { target: GATEWAY_URL },
  '/graphql': { target: GATEWAY_URL, ws: true },
};

// .br and .gz beside each text asset, made once at build time at the highest levels, so the gateway sends
// them as they are instead of compressing on every request.
const precompressed = () =>
  compression({
    include: /\.(js|css|html|svg)$/,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  });

// `vite build --ssr src/home-prerender.tsx` builds the code that draws the home page's first screen at build
// time (scripts/prerender-home.mjs): run once by Node, never sent to a browser, so nothing to compress or copy.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompressed()])],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: gatewayProxy },
  preview: { proxy: gatewayProxy },
  build: {
    // Lets scripts/home-page-js-bytes.mjs follow the home page's chunks; the gateway never serves dot folders.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // Feature modules only declare components, hooks and documents: importing one of them runs nothing.
      // Saying so lets a feature's public index be shared by the app shell and the lazy pages without
      // pulling every page's code into the first chunk.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]features[\\/]/.test(id) },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|@wry|graphql|graphql-ws|optimism|rxjs)[\\/]/ },
          ],
        },
      },
    },
  },
}));
