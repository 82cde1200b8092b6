import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MetaChannel } from '../../db/schema/meta-channel-accounts';
import type { MetaAccounts } from './meta-accounts';
import type { MetaWebhooks } from './meta-webhooks';

export interface MetaWebhookRoutesDeps {
  webhooks: MetaWebhooks;
  accounts: MetaAccounts;
  platformVerifyToken: string | undefined;
}

/** Public paths under /api/webhooks, one per Meta product (each subscribed separately in the Meta app). */
export const metaWebhookPaths: Record<string, MetaChannel> = {
  '/whatsapp-cloud': 'whatsappapi',
  '/messenger': 'facebook',
  '/instagram': 'instagram',
};

const handshakeQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * /api/webhooks/{whatsapp-cloud|messenger|instagram}: Meta's subscription handshake (GET) and event
 * deliveries (POST, no auth: the X-Hub-Signature-256 HMAC of the raw body is the authentication).
 * JSON is kept as the raw bytes in this plugin only: the signature covers bytes, not a re-serialization.
 */
export const metaWebhookRoutes: FastifyPluginAsyncZod<MetaWebhookRoutesDeps> = async (app, deps) => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(['application/json', '*'], { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const tags = ['webhooks'];

  for (const [path, channel] of Object.entries(metaWebhookPaths)) {
    app.get(path, { schema: { tags, security: [], querystring: handshakeQuery } }, async (request, reply) => {
      const query = request.query;
      const token = query['hub.verify_token'] ?? '';
      const known =
        query['hub.mode'] === 'subscribe' &&
        token !== '' &&
        ((deps.platformVerifyToken !== undefined && sameText(token, deps.platformVerifyToken)) ||
          (await deps.accounts.verifyTokenKnown(channel, token)));
      if (!known) throw new AppError('ERR_INVALID_TOKEN');
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    });

    app.post(path, { schema: { tags, security: [] } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      const outcome = await deps.webhooks.handle(channel, raw, typeof signature === 'string' ? signature : undefined);
      if (outcome === 'unsigned') throw new AppError('ERR_INVALID_CREDENTIALS');
      return reply.type('text/plain').send('EVENT_RECEIVED');
    });
  }
};
