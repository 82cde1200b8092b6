import { EventEmitter } from 'node:events';

/**
 * Every internal event and its payload. Modules add theirs by declaration merging
 * (`declare module '.../platform/events/domain-events' { interface DomainEventMap { ... } }`)
 * so this file does not become a shared edit point.
 */
export interface DomainEventMap {
  /**
   * A new login ended the user's previous session(s). The realtime layer turns it into
   * `company-{companyId}-auth` { action: 'update', user: { id: userId } }; `sessionId` is the NEW
   * session, so the client that just logged in can tell the event is not about itself.
   */
  'auth.session-replaced': { companyId: number; userId: number; sessionId: string };
}

export type DomainEventType = keyof DomainEventMap;
export type DomainEvent<T extends DomainEventType = DomainEventType> = { type: T } & DomainEventMap[T];
type Listener<T extends DomainEventType> = (event: DomainEvent<T>) => void | Promise<void>;

/**
 * In-process, typed publish/subscribe. Use cases publish after their transaction commits;
 * subscribers (socket emits, job enqueues) must not be able to fail the publisher, so a
 * throwing or rejecting listener is reported to `onListenerError`, never to the caller.
 */
export class DomainEvents {
  readonly #emitter = new EventEmitter({ captureRejections: false });
  readonly #onListenerError: (error: unknown, event: DomainEvent) => void;

  constructor(options: { onListenerError?: (error: unknown, event: DomainEvent) => void } = {}) {
    this.#onListenerError = options.onListenerError ?? (() => undefined);
    this.#emitter.setMaxListeners(100);
  }

  publish<T extends DomainEventType>(event: DomainEvent<T>): void {
    this.#emitter.emit(event.type, event);
  }

  /** Subscribes; returns the unsubscribe function. */
  subscribe<T extends DomainEventType>(type: T, listener: Listener<T>): () => void {
    const safe = (event: DomainEvent<T>) => {
      try {
        const result = listener(event);
        if (result instanceof Promise) result.catch((error) => this.#onListenerError(error, event));
      } catch (error) {
        this.#onListenerError(error, event);
      }
    };
    this.#emitter.on(type, safe);
    return () => this.#emitter.off(type, safe);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's domain event bus (see app.ts). */
    events: DomainEvents;
  }
}
