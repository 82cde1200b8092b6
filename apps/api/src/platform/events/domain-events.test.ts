import { describe, expect, it } from 'vitest';
import { type DomainEvent, DomainEvents } from './domain-events';

describe('DomainEvents', () => {
  const event: DomainEvent<'auth.session-replaced'> = {
    type: 'auth.session-replaced',
    companyId: 2,
    userId: 3,
    sessionId: '00000000-0000-4000-8000-000000000000',
  };

  it('delivers to subscribers until they unsubscribe', () => {
    const events = new DomainEvents();
    const seen: DomainEvent[] = [];
    const unsubscribe = events.subscribe('auth.session-replaced', (received) => {
      seen.push(received);
    });
    events.publish(event);
    unsubscribe();
    events.publish(event);
    expect(seen).toEqual([event]);
  });

  it('never lets a failing listener reach the publisher or the other listeners', async () => {
    const failures: unknown[] = [];
    const events = new DomainEvents({ onListenerError: (error) => failures.push(error) });
    const seen: number[] = [];
    events.subscribe('auth.session-replaced', () => {
      throw new Error('sync');
    });
    events.subscribe('auth.session-replaced', async () => {
      throw new Error('async');
    });
    events.subscribe('auth.session-replaced', (received) => {
      seen.push(received.userId);
    });
    expect(() => events.publish(event)).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([3]);
    expect(failures.map((error) => (error as Error).message).sort()).toEqual(['async', 'sync']);
  });
});
