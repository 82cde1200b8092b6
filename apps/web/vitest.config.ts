import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // MUI dialogs under jsdom take seconds on a busy 2-core machine; a hang still fails, just later.
      testTimeout: 30_000,
    },
  }),
);
