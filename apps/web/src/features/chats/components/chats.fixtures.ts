import type { ChatAnswer, ChatMessageAnswer } from '@chatdesk/contracts';
import { allPlanFeatures } from '../../../test/fixtures';

/** The signed-in fixture user is Ana (id 7); Bruno (8) and Carla (9) work with her. */
export const ana = { id: 7, name: 'Ana' };
export const bruno = { id: 8, name: 'Bruno' };
export const carla = { id: 9, name: 'Carla' };

export const companyWith = (plan: object) => ({ id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan });
export const chatCompany = companyWith(allPlanFeatures);

export const chatOf = (id: number, overrides: Partial<ChatAnswer> = {}): ChatAnswer => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  title: `Conversa ${id}`,
  ownerId: ana.id,
  lastMessage: '',
  updatedAt: '2026-01-01T00:00:00.000Z',
  users: [ana, bruno].map((user) => ({ userId: user.id, unreads: 0, user })),
  ...overrides,
});

export const messageOf = (id: number, chatId: number, sender = bruno, text = `Mensagem ${id}`): ChatMessageAnswer => ({
  id,
  chatId,
  senderId: sender.id,
  sender,
  message: text,
  createdAt: '2026-01-01T10:00:00.000Z',
});

/** The chat with `userId`'s unread count set. */
export const withUnreads = (chat: ChatAnswer, userId: number, unreads: number): ChatAnswer => ({
  ...chat,
  users: chat.users.map((entry) => (entry.userId === userId ? { ...entry, unreads } : entry)),
});
