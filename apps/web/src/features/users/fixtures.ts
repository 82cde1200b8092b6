import type { UserAnswer } from '@chatdesk/contracts';
import { defaultPermissions } from '../../test/fixtures';

export function userFixture(overrides: Partial<UserAnswer> = {}): UserAnswer {
  return {
    id: 11,
    name: 'Bruno',
    email: 'bruno@example.com',
    profile: 'user',
    super: false,
    companyId: 3,
    profileImage: null,
    startWork: '08:00',
    endWork: '18:00',
    farewellMessage: null,
    ...defaultPermissions,
    defaultTheme: 'light',
    defaultMenu: 'open',
    defaultTicketsManagerWidth: 1100,
    whatsappId: null,
    online: false,
    queues: [{ id: 1, name: 'Vendas', color: '#ff0000' }],
    createdAt: '2025-01-10T12:00:00.000Z',
    updatedAt: '2025-01-10T12:00:00.000Z',
    ...overrides,
  };
}
