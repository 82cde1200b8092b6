import {
  contactListItemCreateBody,
  contactListItemRecord,
  contactListItemsPageAnswer,
  contactListItemsQuery,
  contactListItemUpdateBody,
} from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/require-permission';
import { byId, companyOf, contactListGuards, tags } from './contact-list-guards';
import type { ContactListsDeps } from './contact-lists.deps';
import { createContactListItem } from './use-cases/create-contact-list-item';
import { deleteContactListItem } from './use-cases/delete-contact-list-item';
import { getContactListItem } from './use-cases/get-contact-list-item';
import { listContactListItems } from './use-cases/list-contact-list-items';
import { updateContactListItem } from './use-cases/update-contact-list-item';

/** /api/contact-list-items: spec 3 §7 Contact lists (items). Same gate as the lists. */
export const contactListItemsRoutes: FastifyPluginAsyncZod<ContactListsDeps> = async (app, deps) => {
  const preHandler = contactListGuards;

  app.get(
    '/',
    { preHandler, schema: { tags, querystring: contactListItemsQuery, response: { 200: contactListItemsPageAnswer } } },
    async (request) => listContactListItems(deps, companyOf(request), request.query),
  );

  app.get('/:id', { preHandler, schema: { ...byId, response: { 200: contactListItemRecord } } }, async (request) =>
    getContactListItem(deps, companyOf(request), request.params.id),
  );

  app.post(
    '/',
    { preHandler, schema: { tags, body: contactListItemCreateBody, response: { 201: contactListItemRecord } } },
    async (request, reply) =>
      reply.status(201).send(await createContactListItem(deps, companyOf(request), request.body)),
  );

  app.put(
    '/:id',
    { preHandler, schema: { ...byId, body: contactListItemUpdateBody, response: { 200: contactListItemRecord } } },
    async (request) => updateContactListItem(deps, companyOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    // Spec 3 §6: deleting an item is gated by 'contacts-page:deleteContact'.
    {
      preHandler: [...preHandler, requirePermission('contacts-page:deleteContact')],
      schema: { ...byId, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteContactListItem(deps, companyOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
