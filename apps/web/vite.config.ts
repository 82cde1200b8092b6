import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev` forwards API, socket and media calls: the API's default port unless told otherwise. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/**
 * Libraries the app imports only on demand (the mp3 encoder, PDF export, the emoji picker, the
 * dashboard's charts and their own dependencies): kept out of the start-up `vendor` and `mui`
 * chunks so that nobody downloads them before recording, exporting, opening the picker or a chart.
 */
const onDemandLibraries =
  /node_modules[\\/](@breezystack|html2pdf\.js|html2canvas|jspdf|canvg|fflate|dompurify|emoji-picker-react|@mui[\\/]x-[\w-]+|@base-ui|@floating-ui|reselect|d3-[\w-]+|internmap|flatqueue|bezier-easing)[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
      '/public': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The largest chunk is the on-demand PDF export (html2canvas + jsPDF), never loaded at start-up.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            {
              name: 'mui',
              test: (id: string) =>
                /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group)[\\/]/.test(id) &&
                !onDemandLibraries.test(id),
            },
            { name: 'vendor', test: (id: string) => /node_modules[\\/]/.test(id) && !onDemandLibraries.test(id) },
          ],
        },
      },
    },
  },
});
