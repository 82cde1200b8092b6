import { describe, expect, it } from 'vitest';
import { DomainEvents } from '../../platform/events/domain-events';
import { forwardTagEvents } from './tags.realtime';

describe('tag events forwarded to company sockets', () => {
  it('sends creates, updates and deletes as company-{id}-tag to that company only', () => {
    const events = new DomainEvents();
    const emitted: [number, string, unknown][] = [];
    const stop = forwardTagEvents(events, {
      emitToCompany: (companyId, event, payload) => void emitted.push([companyId, event, payload]),
    });
    const tag = { id: 4, name: 'VIP' } as never;
    events.publish({ type: 'tag.created', companyId: 3, tag });
    events.publish({ type: 'tag.updated', companyId: 3, tag });
    events.publish({ type: 'tag.deleted', companyId: 5, tagId: 4 });
    expect(emitted).toEqual([
      [3, 'company-3-tag', { action: 'create', tag }],
      [3, 'company-3-tag', { action: 'update', tag }],
      [5, 'company-5-tag', { action: 'delete', tagId: 4 }],
    ]);
    stop();
    events.publish({ type: 'tag.deleted', companyId: 3, tagId: 9 });
    expect(emitted).toHaveLength(3);
  });
});
