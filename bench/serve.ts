/**
 * `npm run bench:serve -w bench`: the platform on the kept dataset of BENCH_SCALE (default 1), for
 * profiling by hand (`node --cpu-prof --import tsx serve.ts`) or loading from another process. Writes
 * the large company's fixtures (tokens, queue ids, the heavy ticket) and the URL to
 * `bench/.data/scale-{scale}/serve.json`, then runs until SIGINT or SIGTERM.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keptDataDir, parseScale } from './generate/dataset-shape';
import { startInProcessPlatform } from './platform';
import { loadWorkspaceFixtures } from './workspace/fixtures';

const dataDir = keptDataDir(parseScale(process.env.BENCH_SCALE ?? '1'));
const platform = await startInProcessPlatform(dataDir, randomBytes(32).toString('hex'));
const { attendantTokens: _many, ...fixtures } = await loadWorkspaceFixtures(platform);
const file = path.join(dataDir, 'serve.json');
await writeFile(file, `${JSON.stringify({ url: platform.url, ...fixtures }, null, 2)}\n`);
process.stdout.write(`serving ${platform.url}; fixtures in ${file}\n`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
