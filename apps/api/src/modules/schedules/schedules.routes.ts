import {
  scheduleBody,
  scheduleIdParams,
  scheduleMediaMaxBytes,
  scheduleRecord,
  schedulesPageAnswer,
  schedulesQuery,
} from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePlanFeature } from '../../platform/auth/require-plan-feature';
import { bodyFieldError } from '../../platform/errors/body-field-error';
import type { ScheduleCaller, SchedulesDeps } from './schedules.deps';
import { createSchedule } from './use-cases/create-schedule';
import { deleteSchedule } from './use-cases/delete-schedule';
import { getSchedule } from './use-cases/get-schedule';
import { listSchedules } from './use-cases/list-schedules';
import { deleteScheduleMedia, uploadScheduleMedia } from './use-cases/schedule-media';
import { updateSchedule } from './use-cases/update-schedule';

const callerOf = (request: FastifyRequest): ScheduleCaller => {
  const { companyId, userId } = request.requireAuth();
  return { companyId, userId };
};

/** /api/schedules: spec 3 §7 Schedules. Every user of a company whose plan has useSchedules (spec 3 §6). */
export const schedulesRoutes: FastifyPluginAsyncZod<SchedulesDeps> = async (app, deps) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const tags = ['schedules'];
  const preHandler = requirePlanFeature('useSchedules');
  const byId = { tags, params: scheduleIdParams };

  app.get(
    '/',
    { preHandler, schema: { tags, querystring: schedulesQuery, response: { 200: schedulesPageAnswer } } },
    async (request) => listSchedules(deps, callerOf(request), request.query),
  );

  app.get('/:id', { preHandler, schema: { ...byId, response: { 200: scheduleRecord } } }, async (request) =>
    getSchedule(deps, callerOf(request), request.params.id),
  );

  app.post(
    '/',
    { preHandler, schema: { tags, body: scheduleBody, response: { 201: scheduleRecord } } },
    async (request, reply) => reply.status(201).send(await createSchedule(deps, callerOf(request), request.body)),
  );

  app.put(
    '/:id',
    { preHandler, schema: { ...byId, body: scheduleBody, response: { 200: scheduleRecord } } },
    async (request) => updateSchedule(deps, callerOf(request), request.params.id, request.body),
  );

  app.delete('/:id', { preHandler, schema: { ...byId, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteSchedule(deps, callerOf(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    '/:id/media-upload',
    {
      preHandler,
      schema: { ...byId, consumes: ['multipart/form-data'], response: { 200: scheduleRecord } },
    },
    async (request) => {
      // One byte over the cap: MediaStorage sees the excess and refuses (ERR_PAYLOAD_TOO_LARGE) instead of a cut file.
      const file = await request.file({ limits: { fileSize: scheduleMediaMaxBytes + 1, files: 1, fields: 10 } });
      if (!file) throw bodyFieldError('file', 'Required');
      return uploadScheduleMedia(deps, callerOf(request), request.params.id, {
        source: file.file,
        fileName: file.filename,
      });
    },
  );

  app.delete(
    '/:id/media-upload',
    { preHandler, schema: { ...byId, response: { 200: scheduleRecord } } },
    async (request) => deleteScheduleMedia(deps, callerOf(request), request.params.id),
  );
};
