import type { AnnouncementAnswer } from '@chatdesk/contracts';

/** An announcement as the API answers it, with `overrides`. */
export const announcementFixture = (id: number, overrides: Partial<AnnouncementAnswer> = {}): AnnouncementAnswer => ({
  id,
  title: `Informativo ${id}`,
  text: `Texto ${id}`,
  priority: 3,
  status: true,
  mediaPath: null,
  mediaName: null,
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-01-01T12:00:00.000Z',
  read: false,
  ...overrides,
});
