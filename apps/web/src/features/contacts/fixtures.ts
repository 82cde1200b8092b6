import type { ContactAnswer, ContactDetailAnswer } from '@chatdesk/contracts';

export function contactFixture(overrides: Partial<ContactAnswer> = {}): ContactAnswer {
  return {
    id: 21,
    companyId: 3,
    name: 'Maria Silva',
    number: '5511987654321',
    email: 'maria@example.com',
    channel: 'whatsapp',
    isGroup: false,
    active: true,
    disableBot: false,
    acceptAudioMessage: true,
    lgpdAcceptedAt: null,
    urlPicture: null,
    whatsappId: null,
    tags: [],
    createdAt: '2025-01-10T12:00:00.000Z',
    updatedAt: '2025-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export const contactDetailFixture = (overrides: Partial<ContactDetailAnswer> = {}): ContactDetailAnswer => ({
  ...contactFixture(overrides),
  extraInfo: [],
  ...overrides,
});
