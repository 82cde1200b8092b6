import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GraphStub } from '../../../test/graph-stub';
import type { TestContext } from '../../../test/harness';
import type { ConnectionRow } from '../../modules/connections/connections.repository';
import type { Database } from '../../platform/db/database';
import { DomainEvents } from '../../platform/events/domain-events';
import type { Logger } from '../../platform/logger/logger';
import type { ChannelSink, NormalizedInbound } from '../channel-driver';
import type { GraphClient } from './graph-client';
import {
  cloudPayload,
  companyWithMetaConnection,
  messageByExternalId,
  metaTestContext,
  postWebhook,
} from './meta.test-support';
import type { MetaAccounts } from './meta-accounts';
import { MetaWebhooks } from './meta-webhooks';
import { signatureOf } from './webhook-signature';

const textMessage = (id: string, body: string, from = '5511977776666') => ({
  from,
  id,
  timestamp: String(Math.floor(Date.now() / 1000)),
  type: 'text',
  text: { body },
});

describe('a Meta delivery is stored item by item', () => {
  it('keeps the other items of a delivery when one fails, and logs the failure', async () => {
    const delivered: string[] = [];
    const sink: ChannelSink = {
      async inbound(_connection, event: NormalizedInbound) {
        if (event.externalId === 'wamid.BAD') throw new Error('refused by the database');
        delivered.push(event.externalId);
      },
      async status() {},
    };
    const logger = { error: vi.fn(), warn: vi.fn() } as unknown as Logger;
    const account = {
      connection: { id: 7, companyId: 3 } as ConnectionRow,
      externalAccountId: 'PN1',
      accessToken: 't',
    };
    const webhooks = new MetaWebhooks({
      db: {} as Database,
      events: new DomainEvents(),
      logger,
      graph: {} as GraphClient,
      accounts: {
        byExternalId: async () => [{ ...account, appSecret: 'app-secret', wabaId: null, pageId: null, verified: true }],
      } as unknown as MetaAccounts,
      sink: () => sink,
      platformAppSecret: undefined,
    });
    const raw = Buffer.from(
      JSON.stringify(
        cloudPayload('PN1', {
          contacts: [{ profile: { name: 'Rui' }, wa_id: '5511977776666' }],
          messages: [textMessage('wamid.A', 'um'), textMessage('wamid.BAD', 'dois'), textMessage('wamid.C', 'três')],
        }),
      ),
    );
    const outcome = await webhooks.handle('whatsappapi', raw, signatureOf(raw.toString(), 'app-secret'));
    expect(outcome).toBe('processed');
    expect(delivered).toEqual(['wamid.A', 'wamid.C']);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ failed: 1, items: 3 }), expect.any(String));
  });

  describe('through the API', () => {
    let ctx: TestContext;
    let stub: GraphStub;
    beforeAll(async () => {
      ({ ctx, stub } = await metaTestContext());
    });
    afterAll(async () => {
      await ctx.close();
      await stub.stop();
    });

    it('stores every message of a signed delivery that carries U+0000, without the NUL', async () => {
      const cloud = await companyWithMetaConnection({ ctx, stub }, 'whatsappapi', {
        externalAccountId: '700800900',
        accessToken: 'nul-token-123',
      });
      const response = await postWebhook(
        ctx,
        'whatsappapi',
        cloudPayload('700800900', {
          contacts: [{ profile: { name: 'Jo\u0000ana' }, wa_id: '5511966665555' }],
          messages: [
            textMessage('wamid.NUL1', 'Ol\u0000á', '5511966665555'),
            textMessage('wamid.NUL2', 'tudo bem?', '5511966665555'),
          ],
        }),
      );
      expect(response.statusCode).toBe(200);
      expect((await messageByExternalId(ctx, cloud.connection.id, 'wamid.NUL1'))?.body).toBe('Olá');
      expect((await messageByExternalId(ctx, cloud.connection.id, 'wamid.NUL2'))?.body).toBe('tudo bem?');
    });
  });
});
