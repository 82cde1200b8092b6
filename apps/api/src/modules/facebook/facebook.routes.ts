import { connectionAnswer, facebookPagesAnswer, facebookPagesBody } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadPermissionSubject, requirePermission } from '../../platform/auth/require-permission';
import { connectFacebook } from './connect-facebook';
import type { FacebookDeps } from './facebook.deps';
import { listFacebookPages } from './list-facebook-pages';

/** Spec 2 §7: POST /facebook (facebookUserId, facebookUserToken, optional addInstagram). */
export const facebookConnectBody = z.object({
  facebookUserId: z.string().regex(/^\d{1,64}$/, 'digits'),
  facebookUserToken: z.string().min(10).max(2000),
  addInstagram: z.boolean().optional(),
  /** The page and Instagram account ids picked from POST /facebook/pages; every account when absent. */
  accountIds: z
    .array(z.string().regex(/^\d{1,64}$/, 'digits'))
    .min(1)
    .max(200)
    .optional(),
});

/**
 * /api/facebook: turns a Facebook login's user token into one 'facebook' connection per page the
 * user manages (and one 'instagram' connection per linked business account with addInstagram),
 * after /pages has listed them to pick from.
 */
export const facebookRoutes: FastifyPluginAsyncZod<FacebookDeps> = async (app, deps) => {
  const manage = requirePermission('connections-page:addConnection');
  app.post(
    '/pages',
    {
      preHandler: manage,
      schema: { tags: ['connections'], body: facebookPagesBody, response: { 200: facebookPagesAnswer } },
    },
    async (request) => listFacebookPages(deps, request.body.facebookUserToken),
  );

  app.post(
    '/',
    {
      preHandler: manage,
      schema: { tags: ['connections'], body: facebookConnectBody, response: { 200: z.array(connectionAnswer) } },
    },
    async (request) => {
      const caller = { companyId: request.requireAuth().companyId, subject: await loadPermissionSubject(request) };
      return connectFacebook(deps, caller, request.body);
    },
  );
};
