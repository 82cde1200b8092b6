import { z } from 'zod';
import { recordId } from './record-id';

/** Request and response schemas of the internal chat (spec 3 §2 Internal chat, §3 Chat, §4, §5, §7). */

export const chatValidationMessages = {
  required: 'Obrigatório',
  tooLong: 'Muito extenso!',
  noUsers: 'Selecione ao menos um usuário',
} as const;
const m = chatValidationMessages;

export const chatTitleMaxLength = 100;
export const chatMessageMaxLength = 4096;
/** More participants than a company's staff would ever put in one conversation. */
export const chatUsersMax = 200;
/** Rows per page of GET /chats and of GET /chats/{id}/messages. */
export const chatsPageSize = 20;
export const chatMessagesPageSize = 20;

/** The spec's client sends the chosen users as objects ({ id, name }); a bare id is accepted too. */
const chatUserRef = z.union([recordId, z.object({ id: recordId }).transform((user) => user.id)]);

/** POST /chats and PUT /chats/{id} (spec 3 §5: a non-empty title and at least one user). */
export const chatBody = z.object({
  title: z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .max(chatTitleMaxLength, m.tooLong),
  users: z.array(chatUserRef, { error: m.noUsers }).min(1, m.noUsers).max(chatUsersMax),
});
export type ChatInput = z.input<typeof chatBody>;
export type ChatFields = z.output<typeof chatBody>;

/** POST /chats/{id}/messages (spec 3 §5: only a non-empty trimmed text is sent). */
export const chatMessageBody = z.object({
  message: z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required, abort: true })
    .max(chatMessageMaxLength, m.tooLong),
});

/** POST /chats/{id}/read: the spec's client names its own userId; the session decides whose unreads are cleared. */
export const chatReadBody = z.object({ userId: z.coerce.number().int().optional() }).nullish();

/** A chat is addressed by its id or by its uuid (the page's /chats/{uuid}). */
export const chatKeyParams = z.object({ id: z.union([z.uuid(), recordId]) });
export type ChatKey = z.output<typeof chatKeyParams>['id'];

export const chatUserAnswer = z.object({
  userId: z.number(),
  unreads: z.number(),
  user: z.object({ id: z.number(), name: z.string() }),
});
export type ChatUserAnswer = z.infer<typeof chatUserAnswer>;

export const chatAnswer = z.object({
  id: z.number(),
  uuid: z.string(),
  title: z.string(),
  ownerId: z.number().nullable(),
  lastMessage: z.string(),
  updatedAt: z.string(),
  users: z.array(chatUserAnswer),
});
export type ChatAnswer = z.infer<typeof chatAnswer>;

/** GET /chats: the caller's chats, most recently active first; searchParam matches the title. */
export const chatsQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ChatsQuery = z.output<typeof chatsQuery>;
export const chatsPageAnswer = z.object({
  records: z.array(chatAnswer),
  hasMore: z.boolean(),
  /** How many of the caller's chats (all pages) hold unread messages: the menu's and top bar's dot. */
  unreadChats: z.number(),
});
export type ChatsPageAnswer = z.infer<typeof chatsPageAnswer>;

export const chatMessageAnswer = z.object({
  id: z.number(),
  chatId: z.number(),
  senderId: z.number().nullable(),
  sender: z.object({ id: z.number(), name: z.string() }).nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type ChatMessageAnswer = z.infer<typeof chatMessageAnswer>;

/** GET /chats/{id}/messages: page 1 holds the newest messages; each page is in chronological order. */
export const chatMessagesQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const chatMessagesPageAnswer = z.object({ records: z.array(chatMessageAnswer), hasMore: z.boolean() });
export type ChatMessagesPageAnswer = z.infer<typeof chatMessagesPageAnswer>;

/** Spec 3 §4/§6: only the owner edits or deletes a chat; the other participants read and post. */
export const chatEditableBy = (chat: { ownerId: number | null }, userId: number) => chat.ownerId === userId;

/** The caller's unread count in `chat` (0 when they are not among its users). */
export const chatUnreadsOf = (chat: Pick<ChatAnswer, 'users'>, userId: number) =>
  chat.users.find((participant) => participant.userId === userId)?.unreads ?? 0;

/**
 * `company-{id}-chat`, sent only to the chat's participants (a user removed by an edit gets a
 * delete). A new message carries the chat as it is after the message, with every unread count.
 */
export type ChatEventPayload =
  | { action: 'create' | 'update'; record: ChatAnswer }
  | { action: 'delete'; id: number }
  | { action: 'new-message'; record: ChatAnswer; message: ChatMessageAnswer };
