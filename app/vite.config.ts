import { defineConfig, mergeConfig } from 'vite';
import shared from '../vite.config.ts';

export default mergeConfig(
  shared,
  defineConfig({
    root: import.meta.dirname,
    build: { outDir: 'dist', emptyOutDir: true },
    preview: { port: 4173, strictPort: true },
    server: { port: 5173 },
  }),
);
