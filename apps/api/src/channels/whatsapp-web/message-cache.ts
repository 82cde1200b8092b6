import type { proto, WAMessage } from 'baileys';

/**
 * The session's recent messages (sent and received), newest kept: Baileys asks for a sent message's
 * content again when a recipient's device could not decrypt it (getMessage), and outbound quotes
 * and reactions link the original. Bounded, because an idle session must not grow: older entries
 * are dropped (a retry for them then fails on the recipient's side, as WhatsApp tolerates).
 */
export class MessageCache {
  readonly #items = new Map<string, WAMessage>();

  constructor(readonly limit = 500) {}

  remember(message: WAMessage): void {
    const id = message.key.id;
    if (!id || !message.message) return;
    this.#items.delete(id);
    this.#items.set(id, message);
    if (this.#items.size > this.limit) {
      const oldest = this.#items.keys().next().value;
      if (oldest !== undefined) this.#items.delete(oldest);
    }
  }

  get(id: string): WAMessage | undefined {
    return this.#items.get(id);
  }

  /** Baileys' getMessage: the content of a message we hold. */
  content(key: proto.IMessageKey): proto.IMessage | undefined {
    return key.id ? (this.#items.get(key.id)?.message ?? undefined) : undefined;
  }

  get size(): number {
    return this.#items.size;
  }
}
