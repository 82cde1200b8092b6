// Open-loop load for bench/paced.ts, in a worker thread so it does not share the API's event loop.
// Requests arrive as a Poisson process at `rate` per second, over `clients` keep-alive sockets; each
// latency is measured from the request's arrival time, so a slow answer delays nothing it should not
// (no coordinated omission). Answers anything but 200 count as errors.
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');

const { url, headers, rate, clients, warmupMs, durationMs } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });

function get() {
  return new Promise((resolve) => {
    const request = http.get(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, agent, headers },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200));
      },
    );
    request.on('error', () => resolve(false));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function arrivals(ms, latencies) {
  const end = performance.now() + ms;
  const pending = [];
  let errors = 0;
  let next = performance.now();
  while (next < end) {
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
    const arrival = next;
    pending.push(
      get().then((ok) => {
        if (ok) latencies.push(performance.now() - arrival);
        else errors++;
      }),
    );
    next += (-Math.log(1 - Math.random()) * 1000) / rate;
  }
  await Promise.all(pending);
  return errors;
}

(async () => {
  await arrivals(warmupMs, []);
  const latencies = [];
  const started = performance.now();
  const errors = await arrivals(durationMs, latencies);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage({ latencies, errors, seconds });
})();
