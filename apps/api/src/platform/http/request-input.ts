import { withoutNul } from '@chatdesk/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * How the API reads what a client sends, before any route sees it:
 * - a JSON body that is empty (`Content-Type: application/json`, zero bytes, as some clients send
 *   on a DELETE) is no body, not a parse error: the route's schema decides whether it needs one;
 * - U+0000 is removed from every string of the parsed body, query and params before validation
 *   (PostgreSQL refuses it in text), so length limits apply to what is stored.
 * Routes that read their body as bytes (signed webhooks) keep their own parser and get their
 * Buffer untouched.
 */
export function registerRequestInput(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && !Buffer.isBuffer(request.body)) request.body = withoutNul(request.body);
    // The query and params come from the URL, where a NUL can only arrive percent-encoded: most
    // requests (every list read) skip walking them.
    if (!/%00/.test(request.raw.url ?? '')) return;
    request.query = withoutNul(request.query);
    request.params = withoutNul(request.params);
  });
}
