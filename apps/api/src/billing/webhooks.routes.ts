import { AppError } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BillingDeps } from './billing.deps';
import { configuredProvider } from './providers/provider-registry';
import { confirmPayment } from './use-cases/confirm-payment';

const webhookParams = z.object({ provider: z.string().max(40) });
const webhookQuery = z.record(z.string(), z.string().max(500));

/**
 * POST /api/billing/webhooks/{provider}: the providers' payment notifications. No session (the
 * driver's signature, token or shared secret is the authentication, checked on the raw bytes), so
 * no subscription guard either. Answers 200 once every notice is handled; 401 when the
 * notification does not verify (nothing written); 502 when the provider cannot be asked about
 * the payment (nothing written, the provider retries).
 */
export const billingWebhookRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  // Signatures cover the bytes the provider sent: every body (JSON, form) is kept as a Buffer.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/:provider',
    { schema: { tags: ['billing'], security: [], params: webhookParams, querystring: webhookQuery } },
    async (request, reply) => {
      const provider = await configuredProvider(deps.providers, request.params.provider);
      if (!provider) throw new AppError('ERR_NOT_FOUND');
      const notices = await provider.verifyWebhook({
        headers: request.headers,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        query: request.query,
      });
      for (const notice of notices) await confirmPayment(deps, provider, notice);
      return reply.code(200).send({ received: notices.length });
    },
  );
};
