import {
  userAnswer,
  userAvatarField,
  userAvatarMaxBytes,
  userCreateBody,
  userIdParams,
  userMediaUploadAnswer,
  userOptionsAnswer,
  userOptionsQuery,
  usersPageAnswer,
  usersPageQuery,
  userUpdateBody,
} from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { loadPermissionSubject, requirePermission } from '../../platform/auth/require-permission';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import { createUser } from './use-cases/create-user';
import { deleteUser } from './use-cases/delete-user';
import { getUser } from './use-cases/get-user';
import { listUserOptions } from './use-cases/list-user-options';
import { listUsers } from './use-cases/list-users';
import { updateUser } from './use-cases/update-user';
import { uploadUserAvatar } from './use-cases/upload-user-avatar';
import type { Caller, UsersDeps } from './users.deps';

async function callerOf(request: FastifyRequest): Promise<Caller> {
  const { userId, companyId, sessionId } = request.requireAuth();
  return { userId, companyId, sessionId, subject: await loadPermissionSubject(request) };
}

/**
 * /api/users: spec 1 §7 and spec 2 §7 "Users". The list and delete are admin routes; reading,
 * editing and the avatar of oneself are open to every user (the use cases decide per target).
 */
export const usersRoutes: FastifyPluginAsyncZod<UsersDeps> = async (app, deps) => {
  // Scoped to this plugin unless the app registered it already; limits are set per call below.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const tags = ['users'];
  const admin = requirePermission('users:manage');

  app.get(
    '/',
    { preHandler: admin, schema: { tags, querystring: usersPageQuery, response: { 200: usersPageAnswer } } },
    async (request) => listUsers(deps, await callerOf(request), request.query),
  );

  app.get(
    '/list',
    { preHandler: requireAuth, schema: { tags, querystring: userOptionsQuery, response: { 200: userOptionsAnswer } } },
    async (request) => listUserOptions(deps, await callerOf(request), request.query),
  );

  app.get(
    '/:id',
    { preHandler: requireAuth, schema: { tags, params: userIdParams, response: { 200: userAnswer } } },
    async (request) => getUser(deps, await callerOf(request), request.params.id),
  );

  app.post(
    '/',
    { preHandler: admin, schema: { tags, body: userCreateBody, response: { 201: userAnswer } } },
    async (request, reply) => reply.status(201).send(await createUser(deps, await callerOf(request), request.body)),
  );

  app.put(
    '/:id',
    {
      preHandler: requireAuth,
      schema: { tags, params: userIdParams, body: userUpdateBody, response: { 200: userAnswer } },
    },
    async (request) => updateUser(deps, await callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { preHandler: admin, schema: { tags, params: userIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteUser(deps, await callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/media-upload',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: userIdParams,
        response: { 200: userMediaUploadAnswer },
      },
    },
    async (request) => {
      // Text fields (userId, typeArch) may come first; the first file part must be the avatar.
      // One byte over the cap: busboy only truncates at its limit, MediaStorage then sees the
      // excess byte and refuses with ERR_PAYLOAD_TOO_LARGE instead of storing a cut file.
      const limits = { fileSize: userAvatarMaxBytes + 1, files: 1, fields: 10, fieldSize: 1024 };
      const file = await request.file({ limits });
      if (!file || file.fieldname !== userAvatarField) throw bodyFieldError(userAvatarField, 'Required');
      return { user: await uploadUserAvatar(deps, await callerOf(request), request.params.id, file.file) };
    },
  );
};
