/**
 * The flow ingestion row's request builder, run in autocannon's worker thread (a file path, as
 * autocannon's workers require). Each request is the next of BENCH_FLOW_CUSTOMERS customers (numbers
 * BENCH_FLOW_PREFIX + index) answering the question their flow run waits on, with a new external id;
 * ids carry this worker's start time, so a warm-up and the measured run never repeat one.
 */
const customers = Number(process.env.BENCH_FLOW_CUSTOMERS || '1000');
const prefix = process.env.BENCH_FLOW_PREFIX || '5597';
const stamp = Date.now() % 10_000;
let sequence = 0;

module.exports = function flowRequest(request) {
  sequence += 1;
  const customer = sequence % customers;
  return {
    ...request,
    body: JSON.stringify({
      from: `${prefix}${String(customer).padStart(9, '0')}`,
      name: `Cliente ${customer}`,
      body: `resposta ${sequence}`,
      id: `bench-flow-${stamp}-${sequence}`,
    }),
  };
};
