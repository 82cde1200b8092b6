/**
 * The ingestion scenario's request builder, run in autocannon's worker thread (a file path, as
 * autocannon's workers require) so that building the load does not share the API's event loop.
 * Each request is a text from a new number with a new external id; the words come from
 * BENCH_INBOUND_WORDS (the generator's vocabulary, set by ingestion.ts before autocannon starts).
 * Numbers and ids carry this worker's start time, so a warm-up and the measured run never repeat.
 */
const words = JSON.parse(process.env.BENCH_INBOUND_WORDS || '["mensagem"]');
const prefix = process.env.BENCH_INBOUND_PREFIX || '5598';
const stamp = Date.now() % 10_000;
let sequence = 0;

module.exports = function inboundRequest(request) {
  sequence += 1;
  const body = Array.from({ length: 4 + (sequence % 8) }, (_, i) => words[(sequence * 31 + i * 17) % words.length]);
  return {
    ...request,
    body: JSON.stringify({
      from: `${prefix}${String(stamp * 100_000 + sequence).padStart(9, '0')}`,
      name: `Cliente ${sequence}`,
      body: body.join(' '),
      id: `bench-in-${stamp}-${sequence}`,
    }),
  };
};
