import {
  contactTagsParams,
  tagContactParams,
  tagContactsAnswer,
  tagContactsQuery,
  tagCreateBody,
  tagParams,
  tagRecordAnswer,
  tagsAnswer,
  tagsListQuery,
  tagsPageAnswer,
  tagsPageQuery,
  tagsSyncBody,
  tagUpdateBody,
} from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { loadPermissionSubject } from '../../platform/auth/require-permission';
import type { TagsDeps, TagWriter } from './tags.deps';
import { createTag } from './use-cases/create-tag';
import { deleteTag } from './use-cases/delete-tag';
import { getTag } from './use-cases/get-tag';
import { listContactTags } from './use-cases/list-contact-tags';
import { listTagContacts } from './use-cases/list-tag-contacts';
import { listTags } from './use-cases/list-tags';
import { listTagsPage } from './use-cases/list-tags-page';
import { removeContactTag } from './use-cases/remove-contact-tag';
import { syncContactTags } from './use-cases/sync-contact-tags';
import { updateTag } from './use-cases/update-tag';

const caller = (request: FastifyRequest) => ({ companyId: request.requireAuth().companyId });
const writer = async (request: FastifyRequest): Promise<TagWriter> => ({
  ...caller(request),
  subject: await loadPermissionSubject(request),
});

/**
 * /api/tags, /api/tags-contacts and /api/contactTags: the tag calls of spec 1 §7 and spec 3 §7.
 * Every user of the company reads, creates, edits and deletes contact tags (the Tags page is in
 * everyone's menu); lane writes are decided by the use cases (plan useKanban, dashboard-view).
 */
export const tagsRoutes: FastifyPluginAsyncZod<TagsDeps> = async (app, deps) => {
  const tags = ['tags'];
  const auth = { preHandler: requireAuth };

  app.get(
    '/tags',
    { ...auth, schema: { tags, querystring: tagsPageQuery, response: { 200: tagsPageAnswer } } },
    async (request) => listTagsPage(deps, caller(request), request.query),
  );

  app.get(
    '/tags/list',
    { ...auth, schema: { tags, querystring: tagsListQuery, response: { 200: tagsAnswer } } },
    async (request) => listTags(deps, caller(request), request.query),
  );

  app.post(
    '/tags',
    { ...auth, schema: { tags, body: tagCreateBody, response: { 201: tagRecordAnswer } } },
    async (request, reply) => reply.status(201).send(await createTag(deps, await writer(request), request.body)),
  );

  app.post(
    '/tags/sync',
    { ...auth, schema: { tags, body: tagsSyncBody, response: { 200: tagsAnswer } } },
    async (request) => syncContactTags(deps, caller(request), request.body),
  );

  app.get(
    '/tags/:id',
    { ...auth, schema: { tags, params: tagParams, response: { 200: tagRecordAnswer } } },
    async (request) => getTag(deps, caller(request), request.params.id),
  );

  app.get(
    '/tags/:id/contacts',
    {
      ...auth,
      schema: { tags, params: tagParams, querystring: tagContactsQuery, response: { 200: tagContactsAnswer } },
    },
    async (request) => listTagContacts(deps, caller(request), request.params.id, request.query.pageNumber),
  );

  app.put(
    '/tags/:id',
    { ...auth, schema: { tags, params: tagParams, body: tagUpdateBody, response: { 200: tagRecordAnswer } } },
    async (request) => updateTag(deps, await writer(request), request.params.id, request.body),
  );

  app.delete(
    '/tags/:id',
    { ...auth, schema: { tags, params: tagParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteTag(deps, await writer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/tags-contacts/:tagId/:contactId',
    { ...auth, schema: { tags, params: tagContactParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeContactTag(deps, caller(request), request.params.tagId, request.params.contactId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/contactTags/:contactId',
    { ...auth, schema: { tags, params: contactTagsParams, response: { 200: tagsAnswer } } },
    async (request) => listContactTags(deps, caller(request), request.params.contactId),
  );
};
