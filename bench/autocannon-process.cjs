// autocannon in a process of its own for bench/load.ts (`ownProcess`): the load generator then shares
// neither the API's event loop nor its heap, as when a desk's browsers load the server. Receives the
// run's options over IPC, runs the warm-up (discarded) and the measured run, and sends back the result.
const autocannon = require('autocannon');

process.once('message', async ({ options, warmupSeconds }) => {
  try {
    if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
    const result = await autocannon(options);
    process.send({ result }, () => process.exit(0));
  } catch (error) {
    process.send({ error: String(error?.stack ?? error) }, () => process.exit(1));
  }
});
