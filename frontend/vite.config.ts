import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The gateway serves /api (REST facade) and /graphql (HTTP + graphql-ws); in development it runs beside Vite.
const GATEWAY_URL = 'http://127.0.0.1:3000';

const gatewayProxy: Record<string, ProxyOptions> = {
  '/api': { target: GATEWAY_URL },
  '/graphql': { target: GATEWAY_URL, ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { proxy: gatewayProxy },
  preview: { proxy: gatewayProxy },
  build: {
    rolldownOptions: {
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
});
