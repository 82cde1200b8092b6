import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompanyChanges } from '../../platform/db/company-changes';
import { sendJsonBytes, withGzip } from '../../platform/http/json-bytes';
import { TicketPageCache } from '../tickets/ticket-page-cache';

/** A company day starts on a quarter hour of UTC in every time zone: answers naming "today" are kept no longer. */
const clockSliceMs = 15 * 60_000;

/**
 * The dashboard's and the report's answers as sent, per caller and query, under the company's
 * version (company-changes.ts: tickets, ratings, contacts, users and their queues move it): after a
 * live change every open dashboard refetches, and the company computes its numbers once, not once
 * per screen. The caller's flags are checked on every request (the route's permission guard) before
 * a kept answer is sent.
 */
export class InsightAnswerCache {
  readonly #pages: TicketPageCache;

  constructor(changes: CompanyChanges, capacity = 500) {
    this.#pages = new TicketPageCache(changes, capacity);
  }

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<unknown>,
    now = Date.now(),
  ): Promise<FastifyReply> {
    const { companyId, userId } = request.requireAuth();
    const key = `insight:${userId}:${Math.floor(now / clockSliceMs)}:${request.url}`;
    const bytes = await this.#pages.page(companyId, key, async () =>
      withGzip(Buffer.from(JSON.stringify(await compute()))),
    );
    return sendJsonBytes(request, reply, bytes);
  }
}
