import {
  fileListAnswer,
  fileListBody,
  fileListIdParams,
  fileListsPageAnswer,
  fileListsQuery,
  fileListUpdateBody,
} from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../platform/auth/require-permission';
import { readListUpload } from './file-list-upload';
import type { FileListsDeps } from './file-lists.deps';
import { createFileList } from './use-cases/create-file-list';
import { deleteFileList } from './use-cases/delete-file-list';
import { getFileList } from './use-cases/get-file-list';
import { listFileLists } from './use-cases/list-file-lists';
import { updateFileList } from './use-cases/update-file-list';
import { uploadFileListFiles } from './use-cases/upload-file-list-files';

/**
 * /api/files: spec 3 §7 file lists. Admin only, reads included (spec 3 §6: a profile user sees the
 * no-access view); the chatbot runtime reads the lists itself.
 */
export const fileListsRoutes: FastifyPluginAsyncZod<FileListsDeps> = async (app, deps) => {
  const tags = ['files'];
  const admin = requirePermission('file-lists:manage');
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const companyOf = (request: { requireAuth(): { companyId: number } }) => request.requireAuth().companyId;
  const one = { 200: fileListAnswer };

  app.get(
    '/',
    { preHandler: admin, schema: { tags, querystring: fileListsQuery, response: { 200: fileListsPageAnswer } } },
    async (request) => listFileLists(deps, companyOf(request), request.query),
  );

  app.get('/:id', { preHandler: admin, schema: { tags, params: fileListIdParams, response: one } }, async (request) =>
    getFileList(deps, companyOf(request), request.params.id),
  );

  app.post(
    '/',
    { preHandler: admin, schema: { tags, body: fileListBody, response: { 201: fileListAnswer } } },
    async (request, reply) => {
      const { companyId, userId } = request.requireAuth();
      return reply.status(201).send(await createFileList(deps, { companyId, userId }, request.body));
    },
  );

  app.put(
    '/:id',
    { preHandler: admin, schema: { tags, params: fileListIdParams, body: fileListUpdateBody, response: one } },
    async (request) => updateFileList(deps, companyOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { preHandler: admin, schema: { tags, params: fileListIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteFileList(deps, companyOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/uploadList/:id',
    {
      preHandler: admin,
      schema: { tags, consumes: ['multipart/form-data'], params: fileListIdParams, response: one },
    },
    async (request) => {
      const companyId = companyOf(request);
      return uploadFileListFiles(deps, companyId, request.params.id, () =>
        readListUpload(request, deps.storage, companyId),
      );
    },
  );
};
