import {
  companiesPageAnswer,
  companiesQuery,
  companyDetailAnswer,
  companyIdParams,
  companyListAnswer,
  companyPlanAnswer,
  companySchedulesAnswer,
  companySchedulesBody,
  createCompanyBody,
  updateCompanyBody,
} from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireSuper } from '../../platform/auth/auth-context';
import { requirePermission } from '../../platform/auth/require-permission';
import type { CompaniesCaller, CompaniesDeps } from './companies.deps';
import { createCompany } from './use-cases/create-company';
import { deleteCompany } from './use-cases/delete-company';
import { getCompany } from './use-cases/get-company';
import { getCompanyPlan } from './use-cases/get-company-plan';
import { listCompanies } from './use-cases/list-companies';
import { pageCompanies } from './use-cases/page-companies';
import { updateCompany } from './use-cases/update-company';
import { updateCompanySchedules } from './use-cases/update-company-schedules';

/**
 * Spec 2 §7 "Companies, plans, helps" (companies part), under /api. Company administration is
 * the super user's; a company reads its own record and plan flags (also while expired: the
 * subscription and settings screens need them) and its admin sets its opening hours.
 */
export const companiesRoutes: FastifyPluginAsyncZod<CompaniesDeps> = async (app, deps) => {
  const tags = ['companies'];
  const caller = (claims: { companyId: number; isSuper: boolean }): CompaniesCaller => ({
    companyId: claims.companyId,
    isSuper: claims.isSuper,
  });
  const readWhileExpired = { allowExpiredSubscription: true };
  const page = {
    preHandler: requireSuper,
    schema: { tags, querystring: companiesQuery, response: { 200: companiesPageAnswer } },
  };

  app.get('/companies', page, async (request) => pageCompanies(deps, request.query));
  app.get('/companiesPlan', page, async (request) => pageCompanies(deps, request.query));

  app.get(
    '/companies/list',
    { preHandler: requireSuper, schema: { tags, response: { 200: companyListAnswer } } },
    async () => listCompanies(deps),
  );

  app.get(
    '/companies/:id',
    {
      preHandler: requireAuth,
      config: readWhileExpired,
      schema: { tags, params: companyIdParams, response: { 200: companyDetailAnswer } },
    },
    async (request) => getCompany(deps, caller(request.requireAuth()), request.params.id),
  );

  app.get(
    '/companies/listPlan/:id',
    {
      preHandler: requireAuth,
      config: readWhileExpired,
      schema: { tags, params: companyIdParams, response: { 200: companyPlanAnswer } },
    },
    async (request) => getCompanyPlan(deps, caller(request.requireAuth()), request.params.id),
  );

  app.post(
    '/companies',
    { preHandler: requireSuper, schema: { tags, body: createCompanyBody, response: { 201: companyDetailAnswer } } },
    async (request, reply) => reply.status(201).send(await createCompany(deps, request.body)),
  );

  app.put(
    '/companies/:id',
    {
      preHandler: requireSuper,
      schema: { tags, params: companyIdParams, body: updateCompanyBody, response: { 200: companyDetailAnswer } },
    },
    async (request) => updateCompany(deps, request.params.id, request.body),
  );

  app.delete(
    '/companies/:id',
    { preHandler: requireSuper, schema: { tags, params: companyIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCompany(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/companies/:id/schedules',
    {
      preHandler: requirePermission('settings:manage'),
      schema: { tags, params: companyIdParams, body: companySchedulesBody, response: { 200: companySchedulesAnswer } },
    },
    async (request) => updateCompanySchedules(deps, caller(request.requireAuth()), request.params.id, request.body),
  );
};
