import {
  announcementAnswer,
  announcementBody,
  announcementIdParams,
  announcementMediaMaxBytes,
  announcementsPageAnswer,
  announcementsQuery,
  announcementsUnreadAnswer,
} from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireSuper } from '../../platform/auth/auth-context';
import { singleUpload } from '../../platform/http/single-upload';
import type { AnnouncementCaller, AnnouncementsDeps } from './announcements.deps';
import { deleteAnnouncementMedia, uploadAnnouncementMedia } from './use-cases/announcement-media';
import { countUnread } from './use-cases/count-unread-announcements';
import { createAnnouncement } from './use-cases/create-announcement';
import { deleteAnnouncement } from './use-cases/delete-announcement';
import { getAnnouncement } from './use-cases/get-announcement';
import { listAnnouncements } from './use-cases/list-announcements';
import { markAnnouncementRead } from './use-cases/mark-announcement-read';
import { updateAnnouncement } from './use-cases/update-announcement';

const callerOf = (request: FastifyRequest): AnnouncementCaller => {
  const { companyId, userId, isSuper } = request.requireAuth();
  return { companyId, userId, isSuper };
};

/**
 * /api/announcements: spec 3 §7 Announcements. Every user reads the active ones (the top bar) and
 * marks them read; only the super user writes (spec 3 §6), everybody else gets ERR_NO_PERMISSION.
 */
export const announcementsRoutes: FastifyPluginAsyncZod<AnnouncementsDeps> = async (app, deps) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const tags = ['announcements'];
  const byId = { tags, params: announcementIdParams };
  const answer = { 200: announcementAnswer };

  app.get(
    '/',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: announcementsQuery, response: { 200: announcementsPageAnswer } },
    },
    async (request) => listAnnouncements(deps, callerOf(request), request.query),
  );

  app.get(
    '/unread',
    { preHandler: requireAuth, schema: { tags, response: { 200: announcementsUnreadAnswer } } },
    async (request) => countUnread(deps, callerOf(request)),
  );

  app.get('/:id', { preHandler: requireAuth, schema: { ...byId, response: answer } }, async (request) =>
    getAnnouncement(deps, callerOf(request), request.params.id),
  );

  app.post('/:id/read', { preHandler: requireAuth, schema: { ...byId, response: answer } }, async (request) =>
    markAnnouncementRead(deps, callerOf(request), request.params.id),
  );

  app.post(
    '/',
    { preHandler: requireSuper, schema: { tags, body: announcementBody, response: { 201: announcementAnswer } } },
    async (request, reply) => reply.status(201).send(await createAnnouncement(deps, callerOf(request), request.body)),
  );

  app.put(
    '/:id',
    { preHandler: requireSuper, schema: { ...byId, body: announcementBody, response: answer } },
    async (request) => updateAnnouncement(deps, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { preHandler: requireSuper, schema: { ...byId, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteAnnouncement(deps, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/media-upload',
    { preHandler: requireSuper, schema: { ...byId, consumes: ['multipart/form-data'], response: answer } },
    async (request) =>
      uploadAnnouncementMedia(
        deps,
        callerOf(request),
        request.params.id,
        await singleUpload(request, announcementMediaMaxBytes),
      ),
  );

  app.delete(
    '/:id/media-upload',
    { preHandler: requireSuper, schema: { ...byId, response: answer } },
    async (request) => deleteAnnouncementMedia(deps, callerOf(request), request.params.id),
  );
};
