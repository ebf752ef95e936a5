import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/**
 * Only the app's own files, ever (no CDNs, fonts or trackers). `data:`/`blob:` images are for
 * generated pictures such as QR codes. React and D3 set inline styles through the CSSOM, which
 * `style-src 'self'` allows.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
].join('; ');

/**
 * Puts the policy into the built index.html only: the dev server needs inline scripts (React
 * Refresh) and injects <style> tags for hot reloading, which the policy would block.
 */
function contentSecurityPolicy(): Plugin {
  const anchor = '<meta charset="UTF-8" />';
  return {
    name: 'table-sense:csp',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(anchor)) throw new Error(`index.html: no ${anchor} to put the CSP after`);
      return html.replace(
        anchor,
        `${anchor}\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`,
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contentSecurityPolicy(),
    VitePWA({
      // Never reload under a game in progress: a new version waits until the player taps
      // "Reload" on the notice (src/offline/).
      registerType: 'prompt',
      // Registered by our own module (src/offline/register.ts), not by an injected inline script.
      injectRegister: false,
      devOptions: { enabled: false },
      // The glob below already takes every file in public/; listing them again would duplicate entries.
      includeManifestIcons: false,
      manifest: {
        name: 'Table Sense',
        short_name: 'Table Sense',
        description:
          'See how a Magic: The Gathering multiplayer table works: seating, range of influence, turns and attacks, each answer with its rule.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0f172a',
        background_color: '#0f172a',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // Everything the build emits, so the first visit is enough to play offline. The plugin
        // adds manifest.webmanifest itself.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,json,txt}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first version takes charge of the page at once (nothing older to mix with); later
        // versions wait for the player (registerType 'prompt' leaves skipWaiting off).
        clientsClaim: true,
      },
    }),
  ],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
