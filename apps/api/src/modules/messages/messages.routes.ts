import {
  buttonMessageBody,
  listMessageBody,
  messageAnswer,
  messageEditBody,
  messageForwardBody,
  messageIdParams,
  messageReadAnswer,
  messageSendBody,
  messagesAllMeAnswer,
  messagesAllMeQuery,
  messagesPageAnswer,
  messagesPageQuery,
  messageTicketIdParams,
  messageTicketUuidParams,
  pixMessageBody,
  transcribeAudioAnswer,
  transcribeAudioParams,
} from '@chatdesk/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth/auth-context';
import { sendJsonBytes } from '../../platform/http/json-bytes';
import { TicketPageCache } from '../tickets/ticket-page-cache';
import { loadTicketCaller } from '../tickets/ticket-viewer';
import { mediaUploadReader } from './media-upload';
import type { MessagesDeps } from './messages.deps';
import { countMessages } from './use-cases/count-messages';
import { deleteMessage } from './use-cases/delete-message';
import { editMessage } from './use-cases/edit-message';
import { forwardMessage } from './use-cases/forward-message';
import { listMessagesBody } from './use-cases/list-messages';
import { markMessagesRead } from './use-cases/mark-messages-read';
import { type ButtonKind, sendButtonMessage } from './use-cases/send-button-message';
import { sendListMessage } from './use-cases/send-list-message';
import { sendMediaMessages } from './use-cases/send-media-messages';
import { sendMessage } from './use-cases/send-message';
import { sendPixMessage } from './use-cases/send-pix-message';
import { transcribeAudio } from './use-cases/transcribe-audio';

/** A JSON body checked here, because the same route also takes multipart (which has no JSON schema). */
function parseJsonBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw new z.ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: ['body', ...issue.path] })));
}

/**
 * The conversation (spec 1 §7 "Tickets and messages"): reading, sending (text, notes, contact cards,
 * files, interactive kinds), read marks, edits, deletes, forwards and counts. Every route needs a
 * ticket the caller may see; another company's or an invisible one answers 404.
 */
export const messagesRoutes: FastifyPluginAsyncZod<MessagesDeps> = async (app, deps) => {
  const tags = ['messages'];
  // Limits per request come from downloadLimit (see media-upload.ts); these bound the rest.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const one = { 200: messageAnswer };
  /** Conversation pages as sent, per caller and page, while the company's data is unchanged (~15 kB each with its gzip copy). */
  const pages = new TicketPageCache(deps.db.changes, 500);

  app.get(
    '/messages/:ticketUuid',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        params: messageTicketUuidParams,
        querystring: messagesPageQuery,
        response: { 200: messagesPageAnswer },
      },
    },
    async (request, reply) => {
      const { ticketUuid } = request.params;
      const { pageNumber, before } = request.query;
      const page = { ticketUuid, pageNumber, before };
      return sendJsonBytes(request, reply, await listMessagesBody(deps, pages, request.requireAuth(), page));
    },
  );

  app.post(
    '/messages/:ticketId',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        params: messageTicketIdParams,
        response: { 201: z.union([messageAnswer, z.array(messageAnswer)]) },
      },
    },
    async (request, reply) => {
      const caller = await loadTicketCaller(request);
      const { ticketId } = request.params;
      const sent = request.isMultipart()
        ? await sendMediaMessages(deps, caller, ticketId, mediaUploadReader(request, deps.storage))
        : await sendMessage(deps, caller, ticketId, parseJsonBody(messageSendBody, request.body));
      return reply.status(201).send(sent);
    },
  );

  app.post(
    '/messages/:ticketId/read',
    { preHandler: requireAuth, schema: { tags, params: messageTicketIdParams, response: { 200: messageReadAnswer } } },
    async (request) => markMessagesRead(deps, await loadTicketCaller(request), request.params.ticketId),
  );

  app.post(
    '/messages/edit/:id',
    { preHandler: requireAuth, schema: { tags, params: messageIdParams, body: messageEditBody, response: one } },
    async (request) => editMessage(deps, await loadTicketCaller(request), request.params.id, request.body.body),
  );

  app.delete(
    '/messages/:id',
    { preHandler: requireAuth, schema: { tags, params: messageIdParams, response: one } },
    async (request) => deleteMessage(deps, await loadTicketCaller(request), request.params.id),
  );

  app.post(
    '/message/forward',
    { preHandler: requireAuth, schema: { tags, body: messageForwardBody, response: { 201: messageAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await forwardMessage(deps, await loadTicketCaller(request), request.body)),
  );

  const interactive = { preHandler: requireAuth };
  const created = { 201: messageAnswer };
  app.post(
    '/messages/lista/:ticketId',
    { ...interactive, schema: { tags, params: messageTicketIdParams, body: listMessageBody, response: created } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendListMessage(deps, await loadTicketCaller(request), request.params.ticketId, request.body)),
  );
  const buttonRoutes: [string, ButtonKind][] = [
    ['/messages/copy/:ticketId', 'copy'],
    ['/messages/call/:ticketId', 'call'],
    ['/messages/URL/:ticketId', 'url'],
  ];
  for (const [path, kind] of buttonRoutes) {
    app.post(
      path,
      { ...interactive, schema: { tags, params: messageTicketIdParams, body: buttonMessageBody, response: created } },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await sendButtonMessage(deps, await loadTicketCaller(request), request.params.ticketId, kind, request.body),
          ),
    );
  }
  app.post(
    '/messages/PIX/:ticketId',
    { ...interactive, schema: { tags, params: messageTicketIdParams, body: pixMessageBody, response: created } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendPixMessage(deps, await loadTicketCaller(request), request.params.ticketId, request.body)),
  );

  app.get(
    '/messages-allMe',
    {
      preHandler: requireAuth,
      schema: { tags, querystring: messagesAllMeQuery, response: { 200: messagesAllMeAnswer } },
    },
    async (request) => countMessages(deps, await loadTicketCaller(request), request.query),
  );

  app.get(
    '/messages/transcribeAudio/:file',
    {
      preHandler: requireAuth,
      schema: { tags, params: transcribeAudioParams, response: { 200: transcribeAudioAnswer } },
    },
    async (request) => transcribeAudio(deps, await loadTicketCaller(request), request.params.file),
  );
};
