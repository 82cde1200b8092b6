import {
  contactExportFileName,
  contactImportBatchBody,
  contactImportMaxFileBytes,
  contactImportOneAnswer,
  contactImportOneBody,
  contactImportResultAnswer,
  contactPhoneImportBody,
  contactSheetAnswer,
} from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../platform/auth/auth-context';
import { loadPermissionSubject } from '../../../platform/auth/require-permission';
import { bodyFieldError } from '../../../platform/errors/body-field-error';
import { sendStreamedWorkbook } from '../../../platform/http/streamed-workbook';
import type { ContactCaller, ContactsDeps } from '../contacts.deps';
import { writeContactWorkbook, xlsxContentType } from './contact-export-workbook';
import { readContactSheet } from './contact-sheet';
import { exportContacts } from './use-cases/export-contacts';
import { importContactRow } from './use-cases/import-contact-row';
import { importContactRows } from './use-cases/import-contact-rows';
import { importContactsFromPhone } from './use-cases/import-contacts-from-phone';

async function callerOf(request: FastifyRequest): Promise<ContactCaller> {
  return { companyId: request.requireAuth().companyId, subject: await loadPermissionSubject(request) };
}

/** The single `file` part, at most `contactImportMaxFileBytes` (413 past it, counted while streaming). */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file();
  if (part?.fieldname !== 'file') throw bodyFieldError('file', 'Required');
  const bytes = await part.toBuffer();
  if (bytes.length === 0) throw bodyFieldError('file', 'Required');
  return bytes;
}

/**
 * Contact import and export under /api/contacts (spec 2 §7, §9): POST /upload reads a sheet for
 * the mapping screen, POST /import/file imports mapped rows, POST /import and /import/chats read
 * a phone, GET /export downloads backup_contatos.xlsx. Every user of the company may import and
 * export, as every user may create and list contacts.
 */
export const contactImportRoutes: FastifyPluginAsyncZod<ContactsDeps> = async (app, deps) => {
  const tags = ['contacts'];
  // This plugin's scope only: one file, no other parts.
  await app.register(multipart, { limits: { fileSize: contactImportMaxFileBytes, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/upload',
    {
      preHandler: requireAuth,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: contactSheetAnswer } },
    },
    async (request) => readContactSheet(await readUploadedFile(request)),
  );

  app.post(
    '/import/file',
    {
      preHandler: requireAuth,
      schema: { tags, body: contactImportBatchBody, response: { 200: contactImportResultAnswer } },
    },
    async (request) => {
      const { contactIds: _ids, ...counts } = await importContactRows(
        deps,
        await callerOf(request),
        request.body.contacts,
      );
      return counts;
    },
  );

  app.get(
    '/export',
    { preHandler: requireAuth, schema: { tags, produces: [xlsxContentType] } },
    async (request, reply) => {
      const caller = await callerOf(request);
      return sendStreamedWorkbook(request, reply, contactExportFileName, (out) =>
        writeContactWorkbook(exportContacts(deps, caller), out),
      );
    },
  );

  for (const path of ['/import', '/import/chats']) {
    app.post(
      path,
      {
        preHandler: requireAuth,
        schema: { tags, body: contactPhoneImportBody.optional(), response: { 200: contactImportResultAnswer } },
      },
      async (request) =>
        importContactsFromPhone(deps, await callerOf(request), request.body?.whatsappId, {
          chatsOnly: path === '/import/chats',
        }),
    );
  }
};

/** POST /api/contactsImport (spec 2 §7): the spec's one-row import, for clients that walk a sheet row by row. */
export const contactImportOneRoutes: FastifyPluginAsyncZod<ContactsDeps> = async (app, deps) => {
  app.post(
    '/',
    {
      preHandler: requireAuth,
      schema: { tags: ['contacts'], body: contactImportOneBody, response: { 200: contactImportOneAnswer } },
    },
    async (request) => importContactRow(deps, await callerOf(request), request.body),
  );
};
