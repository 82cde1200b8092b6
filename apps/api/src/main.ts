import { ConfigError, loadConfig } from './platform/config/config';
import { startPlatform } from './server';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    // `npm start -- --demo` is the same as DEMO=true.
    const demoFlag = process.argv.includes('--demo') ? { DEMO: 'true' } : {};
    config = loadConfig({ ...process.env, ...demoFlag });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const platform = await startPlatform(config);
  platform.logger.info({ url: platform.url }, 'platform ready');
  process.stdout.write(`\n  Chatdesk is running at ${config.publicUrl}\n\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    platform.logger.info({ signal }, 'shutting down');
    await platform.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
