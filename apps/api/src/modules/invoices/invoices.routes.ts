import { invoicesPageAnswer, invoicesQuery } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context';
import type { InvoicesDeps } from './invoices.deps';
import { requireAdmin } from './require-admin';
import { listAllInvoices } from './use-cases/list-all-invoices';
import { listInvoices } from './use-cases/list-invoices';

/** /api/invoices: billing (spec 2 §7). Open on an expired subscription: billing is where an expired company lands. */
export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesDeps> = async (app, deps) => {
  app.get(
    '/all',
    {
      preHandler: [requireAuth, requireAdmin],
      config: { allowExpiredSubscription: true },
      schema: { tags: ['invoices'], querystring: invoicesQuery, response: { 200: invoicesPageAnswer } },
    },
    async (request) => {
      const auth = request.requireAuth();
      // The super user sees every company's invoices (spec 2 §7); an admin only their company's.
      return auth.isSuper ? listAllInvoices(deps, request.query) : listInvoices(deps, auth.companyId, request.query);
    },
  );
};
