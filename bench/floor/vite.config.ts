// Builds bench:ui's floor page (bench/floor) with the app's React, minified like the app.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: __dirname,
  base: './',
  plugins: [react()],
  build: { outDir: '../../dist-floor', emptyOutDir: true },
});
