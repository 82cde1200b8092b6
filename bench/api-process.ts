/**
 * The API's own process in a bench run (`startBenchPlatform` in platform.ts forks it): the real
 * platform on the data dir it is given, answering the bench over IPC. Requests carry an id that their
 * reply repeats. It stops (platform first, then the process) on `stop`, SIGINT or SIGTERM, and when
 * the bench goes away (the IPC channel closes).
 */
import { startInProcessPlatform } from './platform';
import type { CapturedQuery } from './workspace/query-capture';

export type ApiProcessRequest =
  | { type: 'start' }
  | { type: 'capture-start' }
  | { type: 'capture-stop' }
  | { type: 'idle' }
  | { type: 'stop' };

export type ApiProcessReply =
  | { type: 'started'; url: string; databaseUrl: string }
  | { type: 'captured'; queries: CapturedQuery[] }
  | { type: 'done' }
  | { type: 'failed'; error: string };

const dataDir = process.env.BENCH_API_DATA_DIR;
const jwtSecret = process.env.BENCH_API_JWT_SECRET;

if (process.send && dataDir && jwtSecret) {
  let platform: Awaited<ReturnType<typeof startInProcessPlatform>> | undefined;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await platform?.stop();
    process.exit(0);
  };
  const answer = async (request: ApiProcessRequest): Promise<ApiProcessReply> => {
    switch (request.type) {
      case 'start':
        platform = await startInProcessPlatform(dataDir, jwtSecret);
        return { type: 'started', url: platform.url, databaseUrl: platform.databaseUrl };
      case 'capture-start':
        platform?.recorder().start();
        return { type: 'done' };
      case 'capture-stop':
        return { type: 'captured', queries: platform?.recorder().stop() ?? [] };
      case 'idle':
        await platform?.idle();
        return { type: 'done' };
      case 'stop':
        await stop();
        return { type: 'done' };
    }
  };
  process.on('message', (message: ApiProcessRequest & { id: number }) => {
    answer(message).then(
      (reply) => process.send?.({ ...reply, id: message.id }),
      (error: unknown) =>
        process.send?.({ type: 'failed', error: String((error as Error)?.stack ?? error), id: message.id }),
    );
  });
  process.on('disconnect', stop);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
