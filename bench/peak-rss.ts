import { readFileSync } from 'node:fs';

/**
 * The API's resident memory under load: VmRSS of the process running it, read from /proc. The workspace
 * and base suites run the API in a child process of its own (platform.ts), so that is the API's alone;
 * the channels suite runs it in the bench process, whose figure also holds the harness.
 */

/** The ceiling for the API's RSS under every scenario. */
export const peakRssTargetMiB = 250;

/** The largest RSS seen so far, in MiB. */
export interface PeakRss {
  mib: number;
}

const sampleEveryMs = 50;
export const mebibyte = 1024 * 1024;

/** The process's resident memory in bytes (VmRSS), or 0 once it is gone. */
export function rssOf(pid: number): number {
  if (pid === process.pid) return process.memoryUsage.rss();
  try {
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kib ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Samples the process's RSS until `stop`, which returns the largest sample in MiB. */
export function watchPeakRss(pid: number) {
  let peak = rssOf(pid);
  const sample = () => {
    peak = Math.max(peak, rssOf(pid));
  };
  const timer = setInterval(sample, sampleEveryMs);
  timer.unref();
  return {
    stop(): number {
      clearInterval(timer);
      sample();
      return Math.round(peak / mebibyte);
    },
  };
}

/** The table cell for a scenario's peak, marked when over the target; also raises the suite's peak. */
export function peakRssColumn(mib: number, suite: PeakRss): string {
  suite.mib = Math.max(suite.mib, mib);
  return mib <= peakRssTargetMiB ? String(mib) : `${mib} (> ${peakRssTargetMiB})`;
}

/** The report's closing line on memory. */
export function peakRssSummary(mib: number): string {
  const met = mib <= peakRssTargetMiB;
  return `API process peak RSS over all scenarios: ${mib} MiB (target ≤ ${peakRssTargetMiB} MiB: ${met ? 'met' : 'MISSED'})`;
}
