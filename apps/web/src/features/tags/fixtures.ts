import type { TagRecordAnswer } from '@chatdesk/contracts';

export function tagFixture(overrides: Partial<TagRecordAnswer> = {}): TagRecordAnswer {
  return {
    id: 5,
    name: 'VIP',
    color: '#AA0000',
    kanban: 0,
    timeLane: 0,
    nextLaneId: null,
    rollbackLaneId: null,
    greetingMessageLane: null,
    contactsCount: 2,
    ticketsCount: 0,
    ...overrides,
  };
}

export const tagsPage = (tags: TagRecordAnswer[], hasMore = false, count = tags.length) => ({ tags, hasMore, count });
