import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { assertMetricsReader } from './metrics-access';

export type JobCountsSource = () => Promise<{ queue: string; state: string; count: number }[]>;

/**
 * Prometheus metrics of one process: HTTP latency, open sockets, job counts per queue and
 * state, event-loop lag (from the default Node metrics) and errors answered per code.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly socketConnections = new Gauge({
    name: 'socket_connections',
    help: 'Socket.IO clients connected to this process',
    registers: [this.registry],
  });
  readonly errorAnswers = new Counter({
    name: 'http_error_answers_total',
    help: 'Error answers by code',
    labelNames: ['code'],
    registers: [this.registry],
  });
  #jobCounts: JobCountsSource | null = null;

  constructor() {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    const metrics = this;
    new Gauge({
      name: 'jobs',
      help: 'Jobs per queue and state',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        if (!metrics.#jobCounts) return;
        for (const { queue, state, count } of await metrics.#jobCounts()) this.set({ queue, state }, count);
      },
    });
  }

  setJobCountsSource(source: JobCountsSource) {
    this.#jobCounts = source;
  }
}

/** The latency hook of every route, and GET /metrics for local readers or METRICS_TOKEN holders. */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics, access: { token: string | undefined }) {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL: ids must not explode the label space.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    assertMetricsReader(request, access.token);
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
