import { describe, expect, it } from 'vitest';
import { forwardQueueEvents } from '../../modules/queues/queues.realtime';
import { forwardCompanySettingsEvents } from '../../modules/settings/settings.realtime';
import { forwardUserEvents } from '../../modules/users/users.realtime';
import { DomainEvents } from '../events/domain-events';

describe('domain events forwarded to company sockets', () => {
  const setUp = () => {
    const events = new DomainEvents();
    const emitted: [number, string, unknown][] = [];
    const realtime = {
      emitToCompany: (companyId: number, event: string, payload: unknown) => emitted.push([companyId, event, payload]),
    };
    return { events, emitted, realtime };
  };

  it('sends user changes as company-{id}-user to that company only', () => {
    const { events, emitted, realtime } = setUp();
    const stop = forwardUserEvents(events, realtime);
    const user = { id: 7, name: 'Ana' } as never;
    events.publish({ type: 'user.updated', companyId: 3, user });
    events.publish({ type: 'user.deleted', companyId: 3, userId: 7 });
    expect(emitted).toEqual([
      [3, 'company-3-user', { action: 'update', user }],
      [3, 'company-3-user', { action: 'delete', userId: 7 }],
    ]);
    stop();
    events.publish({ type: 'user.deleted', companyId: 3, userId: 8 });
    expect(emitted).toHaveLength(2);
  });

  it('sends queue changes as company-{id}-queue', () => {
    const { events, emitted, realtime } = setUp();
    forwardQueueEvents(events, realtime);
    events.publish({ type: 'queue.deleted', companyId: 5, queueId: 2 });
    expect(emitted).toEqual([[5, 'company-5-queue', { action: 'delete', queueId: 2 }]]);
  });

  it('sends company option changes as company-{id}-settings naming the columns', () => {
    const { events, emitted, realtime } = setUp();
    forwardCompanySettingsEvents(events, realtime);
    events.publish({ type: 'company-settings.updated', companyId: 4, columns: ['requiredTag'] });
    expect(emitted).toEqual([[4, 'company-4-settings', { action: 'update', columns: ['requiredTag'] }]]);
  });
});
