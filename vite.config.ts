import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Shared by Storybook (which loads it from here) and Vitest (which extends it). */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
