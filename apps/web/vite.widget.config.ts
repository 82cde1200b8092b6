import { defineConfig } from 'vite';

/**
 * The embeddable web chat widget (src/widget): one self-contained IIFE, no React, socket.io-client
 * bundled in, written to dist/webchat/widget.js after the SPA build (which empties dist first).
 * The API serves it at /widget.js?connection={key} (modules/webchat/widget-script.routes.ts).
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/webchat',
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2019',
    lib: {
      entry: 'src/widget/main.ts',
      formats: ['iife'],
      name: 'ChatdeskWebchat',
      fileName: () => 'widget.js',
    },
  },
});
