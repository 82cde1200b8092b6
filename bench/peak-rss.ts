/**
 * The API's resident memory under load. The API runs in the bench process, so its RSS is this process's
 * (plus the harness, and the worker thread of the load generator in scenarios that use one; the rows
 * whose load generator runs in its own process carry none of it).
 */

/** The ceiling for the API's RSS under every scenario. */
export const peakRssTargetMiB = 250;

/** The largest RSS seen so far, in MiB. */
export interface PeakRss {
  mib: number;
}

const sampleEveryMs = 50;
const mebibyte = 1024 * 1024;

/** Samples the process's RSS until `stop`, which returns the largest sample in MiB. */
export function watchPeakRss() {
  let peak = process.memoryUsage.rss();
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
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
