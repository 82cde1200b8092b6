import type { ChannelDriver, ConnectionRow, OutboundMessage, SendResult } from '../channel-driver';
import { SendFailure } from '../channel-driver';
import { isPhoneJid, jidFor, looksLikeGroupId, sameWhatsappNumber } from './baileys-jids';
import { toBaileysSend } from './baileys-outbound';
import { PgAuthStore } from './pg-auth-state';
import type { WhatsappWebDeps } from './whatsapp-web-deps';
import { WhatsappWebSession } from './whatsapp-web-session';

export interface WhatsappWebDriver extends ChannelDriver {
  readonly channel: 'whatsapp';
  /** The running session of a connection in this process (tests, diagnostics). */
  session(connectionId: number): WhatsappWebSession | undefined;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'send failed';

/**
 * The `whatsapp-web` driver (ARCHITECTURE.md "Channels"): WhatsApp through the Baileys library,
 * one session per connection, auth state in PostgreSQL, at most one process per session (lease).
 */
export function createWhatsappWebDriver(deps: WhatsappWebDeps): WhatsappWebDriver {
  const sessions = new Map<number, WhatsappWebSession>();

  async function open(connection: ConnectionRow, options: { pairing?: boolean; fresh?: boolean } = {}) {
    await sessions.get(connection.id)?.stop();
    sessions.delete(connection.id);
    const store = new PgAuthStore(deps.db, connection.companyId, connection.id);
    // A session that is not paired yet starts from clean credentials (new QR or pairing code).
    if (options.fresh || !(await store.hasCreds())) await store.clear();
    const session = new WhatsappWebSession(deps, { ...connection }, store);
    sessions.set(connection.id, session);
    if (!(await session.start(options))) sessions.delete(connection.id);
    return session;
  }

  function running(connection: ConnectionRow): WhatsappWebSession {
    const session = sessions.get(connection.id);
    if (!session || session.stopped) throw new SendFailure('ERR_WAPP_NOT_INITIALIZED', true);
    return session;
  }

  /** A number we never saw is checked first; WhatsApp answers with the JID to use (9th digit...). */
  async function resolveJid(session: WhatsappWebSession, to: string, isGroup: boolean): Promise<string> {
    const jid = jidFor(to, isGroup);
    if (isGroup || !isPhoneJid(jid)) return jid;
    const known = session.identities.known.get(jid);
    if (known) return known;
    let found: { exists: unknown; jid: string }[] | undefined;
    try {
      found = await session.openSocket().onWhatsApp(jid);
    } catch {
      throw new SendFailure('ERR_WAPP_CHECK_CONTACT', true);
    }
    const hit = found?.find((result) => Boolean(result.exists));
    if (!hit) throw new SendFailure('ERR_WAPP_INVALID_CONTACT', false);
    session.identities.known.set(jid, hit.jid);
    return hit.jid;
  }

  async function sendOn(session: WhatsappWebSession, message: OutboundMessage): Promise<SendResult> {
    const socket = session.openSocket();
    const jid = await resolveJid(session, message.to, message.isGroup);
    const send = toBaileysSend({ ...message, to: jid }, (id) => session.cache.get(id));
    let sent: Awaited<ReturnType<typeof socket.sendMessage>>;
    try {
      sent = await socket.sendMessage(send.jid, send.content, send.options);
    } catch (error) {
      throw new SendFailure(errorText(error), true);
    }
    const externalId = sent?.key.id;
    if (!sent || !externalId) throw new SendFailure('whatsapp returned no message id', true);
    session.identities.ownSends.add(externalId);
    session.cache.remember(sent);
    return { externalId, ack: 1 };
  }

  const ownKey = (jid: string, id: string) => ({ remoteJid: jid, id, fromMe: true });
  /** Edits and revokes go where the original went (no existence check: we wrote there before). */
  const targetJid = (session: WhatsappWebSession, to: string) => {
    const jid = jidFor(to, looksLikeGroupId(to));
    return session.identities.known.get(jid) ?? jid;
  };

  return {
    channel: 'whatsapp',

    async start(connection) {
      await open(connection);
    },

    async stop(connectionId) {
      await sessions.get(connectionId)?.stop();
      sessions.delete(connectionId);
    },

    async stopAll() {
      await Promise.all([...sessions.values()].map((session) => session.stop()));
      sessions.clear();
    },

    send(connection, message) {
      return sendOn(running(connection), message);
    },

    async edit(connection, target, body) {
      const session = running(connection);
      const jid = targetJid(session, target.to);
      await session.openSocket().sendMessage(jid, { text: body, edit: ownKey(jid, target.externalId) });
    },

    async delete(connection, target) {
      const session = running(connection);
      const jid = targetJid(session, target.to);
      await session.openSocket().sendMessage(jid, { delete: ownKey(jid, target.externalId) });
    },

    async logout(connection) {
      const session = sessions.get(connection.id);
      sessions.delete(connection.id);
      if (session) {
        await session.logout();
        return;
      }
      // Not running here: the stored credentials still go, so no process can resume the session.
      await new PgAuthStore(deps.db, connection.companyId, connection.id).clear();
      await deps.sink.status(connection, 'DISCONNECTED');
    },

    async requestPairingCode(connection, phoneNumber) {
      const session = await open(connection, { pairing: true, fresh: true });
      return session.pairingCode(phoneNumber);
    },

    // Read from PostgreSQL, where the session keeps it: the session may run in another process.
    async readPhoneBook(connection, options) {
      return new PgAuthStore(deps.db, connection.companyId, connection.id).readPhoneBook(options);
    },

    // One USync query for the batch; WhatsApp answers only the numbers it knows, by their JID.
    async checkNumbers(connection, numbers) {
      const session = running(connection);
      let found: { exists: unknown; jid: string }[] | undefined;
      try {
        found = await session.openSocket().onWhatsApp(...numbers.map((number) => jidFor(number, false)));
      } catch {
        throw new SendFailure('ERR_WAPP_CHECK_CONTACT', true);
      }
      const known = (found ?? [])
        .filter((result) => Boolean(result.exists))
        .map((result) => result.jid.split('@')[0] ?? '');
      return new Map(numbers.map((number) => [number, known.some((jid) => sameWhatsappNumber(jid, number))]));
    },

    session(connectionId) {
      return sessions.get(connectionId);
    },
  };
}
