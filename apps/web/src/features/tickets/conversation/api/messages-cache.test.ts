import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { messageFixture } from '../fixtures';
import { type MessagesData, messagesKey } from './get-messages';
import { upsertCachedMessage } from './messages-cache';

const uuid = 'ticket-uuid';
const cachedOf = (client: QueryClient) => client.getQueryData<MessagesData>(messagesKey(uuid))?.pages[0]?.messages;

function clientWith(message: ReturnType<typeof messageFixture>) {
  const client = new QueryClient();
  client.setQueryData<MessagesData>(messagesKey(uuid), {
    pages: [{ messages: [message], hasMore: false }],
    pageParams: [1],
  });
  return client;
}

describe('upsertCachedMessage', () => {
  const sentAt = '2026-11-21T10:00:00.000Z';
  const ackedAt = '2026-11-21T10:00:00.400Z';

  it('keeps the socket’s newer copy when the POST answer (an older snapshot) arrives after it', () => {
    const client = clientWith(messageFixture({ id: 7, ack: 1, updatedAt: ackedAt }));
    upsertCachedMessage(client, uuid, messageFixture({ id: 7, ack: 0, updatedAt: sentAt }));
    expect(cachedOf(client)).toMatchObject([{ id: 7, ack: 1, updatedAt: ackedAt }]);
  });

  it('takes newer copies and never lowers an ack', () => {
    const client = clientWith(messageFixture({ id: 7, ack: 2, updatedAt: sentAt }));
    upsertCachedMessage(client, uuid, messageFixture({ id: 7, ack: 1, body: 'editado', updatedAt: ackedAt }));
    expect(cachedOf(client)).toMatchObject([{ id: 7, ack: 2, body: 'editado' }]);
    upsertCachedMessage(client, uuid, messageFixture({ id: 7, ack: 3, updatedAt: ackedAt }));
    expect(cachedOf(client)).toMatchObject([{ id: 7, ack: 3 }]);
  });

  it('appends unknown messages to the newest page', () => {
    const client = clientWith(messageFixture({ id: 7 }));
    upsertCachedMessage(client, uuid, messageFixture({ id: 8 }));
    expect(cachedOf(client)?.map((message) => message.id)).toEqual([7, 8]);
  });
});
