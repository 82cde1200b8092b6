import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ResultRow } from '../load';
import type { PeerReply, PeerRequest } from './peers.child';

/** Visitors per client address: the gateway's handshake limit (20 a minute per address, docs/api.md). */
export const handshakesPerAddress = 20;

/**
 * A full garbage collection. The bench runs without --expose-gc (`npm run bench`), so the flag is
 * turned on at run time and `gc` taken from a fresh context, which V8 then provides.
 */
function collector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
}

/** Memory after three full collections a beat apart, so the sample reflects what is still referenced. */
export async function settledMemory(): Promise<MemorySample> {
  const gc = collector();
  for (let round = 0; round < 3; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}

/** A row saying what one idle session costs the API process: (after - before) / sessions. */
export function memoryRow(scenario: string, sessions: number, before: MemorySample, after: MemorySample): ResultRow {
  const perSession = (key: keyof MemorySample) => `${((after[key] - before[key]) / sessions / 1024).toFixed(1)} KiB`;
  return {
    scenario,
    'req/s': '-',
    'p50 ms': '-',
    'p99 ms': '-',
    requests: sessions,
    target: `per session: heap ${perSession('heapUsed')}, external ${perSession('external')}, RSS ${perSession('rss')} (RSS is noisy)`,
  };
}

/** The peers process (peers.child.ts): one request, the first reply of the same type. */
export class Peers {
  readonly #child: ChildProcess;

  constructor() {
    this.#child = fork(fileURLToPath(new URL('./peers.child.ts', import.meta.url)), { stdio: 'inherit' });
  }

  ask<T extends PeerReply['type']>(request: PeerRequest & { type: T }): Promise<Extract<PeerReply, { type: T }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (reply: PeerReply) => {
        if (reply.type !== request.type) return;
        this.#child.off('message', onMessage);
        this.#child.off('exit', onExit);
        resolve(reply as Extract<PeerReply, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the peers process exited (${code})`));
      this.#child.on('message', onMessage);
      this.#child.once('exit', onExit);
      this.#child.send(request);
    });
  }

  async close(): Promise<void> {
    if (this.#child.exitCode !== null || !this.#child.connected) return;
    const exited = new Promise((resolve) => this.#child.once('exit', resolve));
    this.#child.send({ type: 'close' } satisfies PeerRequest);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (this.#child.exitCode === null) this.#child.kill();
  }
}
