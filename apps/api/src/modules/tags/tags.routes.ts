import {
  contactTagsParams,
  tagAnswer,
  tagCreateBody,
  tagsAnswer,
  tagsListQuery,
  tagsSyncBody,
} from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context';
import type { TagsDeps } from './tags.deps';
import { createTag } from './use-cases/create-tag';
import { listContactTags } from './use-cases/list-contact-tags';
import { listTags } from './use-cases/list-tags';
import { syncContactTags } from './use-cases/sync-contact-tags';

/**
 * /api/tags and /api/contactTags: the contact-tag calls of spec 1 §7. Every user of the company
 * may read, create and sync tags (attendants tag contacts from the drawer). Tag administration
 * (edit, delete, kanban lanes) comes with spec 3.
 */
export const tagsRoutes: FastifyPluginAsyncZod<TagsDeps> = async (app, deps) => {
  const tags = ['tags'];
  const caller = (request: { requireAuth(): { companyId: number } }) => ({
    companyId: request.requireAuth().companyId,
  });

  app.get(
    '/tags/list',
    { preHandler: requireAuth, schema: { tags, querystring: tagsListQuery, response: { 200: tagsAnswer } } },
    async (request) => listTags(deps, caller(request), request.query),
  );

  app.post(
    '/tags',
    { preHandler: requireAuth, schema: { tags, body: tagCreateBody, response: { 201: tagAnswer } } },
    async (request, reply) => reply.status(201).send(await createTag(deps, caller(request), request.body)),
  );

  app.post(
    '/tags/sync',
    { preHandler: requireAuth, schema: { tags, body: tagsSyncBody, response: { 200: tagsAnswer } } },
    async (request) => syncContactTags(deps, caller(request), request.body),
  );

  app.get(
    '/contactTags/:contactId',
    { preHandler: requireAuth, schema: { tags, params: contactTagsParams, response: { 200: tagsAnswer } } },
    async (request) => listContactTags(deps, caller(request), request.params.contactId),
  );
};
