import { defineConfig, mergeConfig } from 'vite';
import shared from '../vite.config.ts';

export default mergeConfig(
  shared,
  defineConfig({
    root: import.meta.dirname,
    // The MSW worker script is served only in demo mode (no real API base URL).
    publicDir: process.env.VITE_API_BASE_URL ? false : '../mocks/public',
    build: { outDir: 'dist', emptyOutDir: true },
    preview: { port: 4173, strictPort: true },
    server: { port: 5173, host: true },
  }),
);
