import {
  contactAcceptAudioBody,
  contactBlockBody,
  contactCreateBody,
  contactDetailAnswer,
  contactDisableBotAnswer,
  contactIdParams,
  contactOptionsAnswer,
  contactOptionsQuery,
  contactProfileAnswer,
  contactProfileParams,
  contactsPageAnswer,
  contactsPageQuery,
  contactTicketsAnswer,
  contactUpdateBody,
} from '@chatdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { loadPermissionSubject, requirePermission } from '../../platform/auth/require-permission';
import type { ContactCaller, ContactsDeps } from './contacts.deps';
import { contactImportRoutes } from './import/contacts-import.routes';
import { blockContact } from './use-cases/block-contact';
import { createContact } from './use-cases/create-contact';
import { deleteContact } from './use-cases/delete-contact';
import { getContact } from './use-cases/get-contact';
import { getContactProfile } from './use-cases/get-contact-profile';
import { listContactOptions } from './use-cases/list-contact-options';
import { listContactTickets } from './use-cases/list-contact-tickets';
import { listContacts } from './use-cases/list-contacts';
import { setAcceptAudio } from './use-cases/set-accept-audio';
import { toggleDisableBot } from './use-cases/toggle-disable-bot';
import { updateContact } from './use-cases/update-contact';

async function callerOf(request: FastifyRequest): Promise<ContactCaller> {
  return { companyId: request.requireAuth().companyId, subject: await loadPermissionSubject(request) };
}

/**
 * /api/contacts: spec 1 §7 and spec 2 §7 "Contacts" (import/export come separately). Every
 * user of the company reads and edits contacts; deleting needs contacts-page:deleteContact.
 */
export const contactsRoutes: FastifyPluginAsyncZod<ContactsDeps> = async (app, deps) => {
  const tags = ['contacts'];
  const detail = { 200: contactDetailAnswer };
  await app.register(contactImportRoutes, { db: deps.db, events: deps.events, channels: deps.channels });

  app.get(
    '/',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: contactsPageQuery, response: { 200: contactsPageAnswer } },
    },
    async (request) => listContacts(deps, await callerOf(request), request.query),
  );

  app.get(
    '/list',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: contactOptionsQuery, response: { 200: contactOptionsAnswer } },
    },
    async (request) => listContactOptions(deps, await callerOf(request), request.query),
  );

  app.get(
    '/profile/:number',
    {
      preHandler: requireAuth,
      schema: { tags, params: contactProfileParams, response: { 200: contactProfileAnswer } },
    },
    async (request) => getContactProfile(deps, await callerOf(request), request.params.number),
  );

  app.get(
    '/:id',
    { preHandler: requireAuth, schema: { tags, params: contactIdParams, response: detail } },
    async (request) => getContact(deps, await callerOf(request), request.params.id),
  );

  app.get(
    '/:id/tickets',
    { preHandler: requireAuth, schema: { tags, params: contactIdParams, response: { 200: contactTicketsAnswer } } },
    async (request) => listContactTickets(deps, request.requireAuth(), request.params.id),
  );

  app.post(
    '/',
    { preHandler: requireAuth, schema: { tags, body: contactCreateBody, response: { 201: contactDetailAnswer } } },
    async (request, reply) => reply.status(201).send(await createContact(deps, await callerOf(request), request.body)),
  );

  app.put(
    '/:id',
    { preHandler: requireAuth, schema: { tags, params: contactIdParams, body: contactUpdateBody, response: detail } },
    async (request) => updateContact(deps, await callerOf(request), request.params.id, request.body),
  );

  app.put(
    '/block/:id',
    { preHandler: requireAuth, schema: { tags, params: contactIdParams, body: contactBlockBody, response: detail } },
    async (request) => blockContact(deps, await callerOf(request), request.params.id, request.body.active),
  );

  app.put(
    '/toggleAcceptAudio/:id',
    {
      preHandler: requireAuth,
      schema: { tags, params: contactIdParams, body: contactAcceptAudioBody, response: detail },
    },
    async (request) =>
      setAcceptAudio(deps, await callerOf(request), request.params.id, request.body.acceptAudioMessage),
  );

  app.put(
    '/toggleDisableBot/:id',
    {
      preHandler: requireAuth,
      schema: { tags, params: contactIdParams, response: { 200: contactDisableBotAnswer } },
    },
    async (request) => toggleDisableBot(deps, await callerOf(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      preHandler: requirePermission('contacts-page:deleteContact'),
      schema: { tags, params: contactIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteContact(deps, await callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
