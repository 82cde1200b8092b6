/**
 * `npm run bench:generate -w bench`: fills the kept bench database with the generated dataset
 * (BENCH_SCALE, default 1 = 1M tickets / 10M messages) and reports how long each step took.
 * Nothing is generated when the data dir already holds that dataset.
 */
import { randomBytes } from 'node:crypto';
import { startInProcessPlatform } from '../platform';
import { keptDataDir, parseScale } from './dataset-shape';
import { ensureDataset } from './generate-dataset';

const scale = parseScale(process.env.BENCH_SCALE);
const dataDir = keptDataDir(scale);
const log = (line: string) => process.stdout.write(`${line}\n`);
log(`data dir: ${dataDir}`);
const platform = await startInProcessPlatform(dataDir, randomBytes(32).toString('hex'));
try {
  const report = await ensureDataset(platform.db.pool, scale, log);
  log(report.cached ? 'the dataset was already there (cached); generated earlier in:' : 'generated in:');
  // biome-ignore lint/suspicious/noConsole: the report is a table on stdout
  console.table(report.timings);
  // biome-ignore lint/suspicious/noConsole: the report is a table on stdout
  console.table(report.counts);
} finally {
  await platform.stop();
}
