import {
  contactListBody,
  contactListExampleSheet,
  contactListImportAnswer,
  contactListImportMaxBytes,
  contactListOptionsAnswer,
  contactListRecord,
  contactListsPageAnswer,
  contactListsQuery,
} from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import { sendStreamedWorkbook } from '../../platform/http/streamed-workbook';
import { openSheetRows } from '../contacts/import/contact-sheet';
import { byId, companyOf, contactListGuards, tags } from './contact-list-guards';
import type { ContactListsDeps } from './contact-lists.deps';
import { createContactList } from './use-cases/create-contact-list';
import { deleteContactList } from './use-cases/delete-contact-list';
import { getContactList } from './use-cases/get-contact-list';
import { importContactListRows } from './use-cases/import-contact-list';
import { listContactListOptions } from './use-cases/list-contact-list-options';
import { listContactLists } from './use-cases/list-contact-lists';
import { receiveContactListUpload } from './use-cases/receive-contact-list-upload';
import { updateContactList } from './use-cases/update-contact-list';
import { assertExampleList, writeContactListExample } from './use-cases/write-example-sheet';

/** /api/contact-lists: spec 3 §7 Contact lists. Admins of a company whose plan has useCampaigns. */
export const contactListsRoutes: FastifyPluginAsyncZod<ContactListsDeps> = async (app, deps) => {
  // This plugin's scope only: one spreadsheet, no other parts.
  await app.register(multipart, { limits: { fileSize: contactListImportMaxBytes, files: 1, fields: 0, parts: 1 } });
  const preHandler = contactListGuards;

  app.get(
    '/',
    { preHandler, schema: { tags, querystring: contactListsQuery, response: { 200: contactListsPageAnswer } } },
    async (request) => listContactLists(deps, companyOf(request), request.query),
  );

  app.get('/list', { preHandler, schema: { tags, response: { 200: contactListOptionsAnswer } } }, async (request) =>
    listContactListOptions(deps, companyOf(request)),
  );

  app.get('/:id', { preHandler, schema: { ...byId, response: { 200: contactListRecord } } }, async (request) =>
    getContactList(deps, companyOf(request), request.params.id),
  );

  app.post(
    '/',
    { preHandler, schema: { tags, body: contactListBody, response: { 201: contactListRecord } } },
    async (request, reply) =>
      reply.status(201).send(await createContactList(deps, companyOf(request), request.body.name)),
  );

  app.put(
    '/:id',
    { preHandler, schema: { ...byId, body: contactListBody, response: { 200: contactListRecord } } },
    async (request) => updateContactList(deps, companyOf(request), request.params.id, request.body.name),
  );

  app.delete('/:id', { preHandler, schema: { ...byId, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteContactList(deps, companyOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    '/:id/upload',
    { preHandler, schema: { ...byId, consumes: ['multipart/form-data'], response: { 200: contactListImportAnswer } } },
    async (request) => {
      const part = await request.file();
      if (part?.fieldname !== 'file') throw bodyFieldError('file', 'Required');
      const upload = { file: part.file, total: Number(request.headers['content-length']) || 0 };
      const bytes = await receiveContactListUpload(deps, companyOf(request), request.params.id, upload);
      if (bytes.length === 0) throw bodyFieldError('file', 'Required');
      const { total, rows } = await openSheetRows(bytes);
      const sheet = { rows, dataRows: Math.max(total - 1, 0) };
      return importContactListRows(deps, companyOf(request), request.params.id, sheet);
    },
  );

  app.get('/:id/example', { preHandler, schema: byId }, async (request, reply) => {
    await assertExampleList(deps, companyOf(request), request.params.id);
    return sendStreamedWorkbook(request, reply, contactListExampleSheet.fileName, writeContactListExample);
  });
};
