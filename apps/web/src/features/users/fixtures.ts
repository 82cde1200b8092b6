import type { UserAnswer } from '@chatdesk/contracts';
import { defaultPermissions } from '../../test/fixtures';
import type { ConnectionOption } from './api/get-connection-options';

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

/** A connection as GET /whatsapp answers it, reduced to what the user modal reads. */
export function connectionFixture(overrides: Partial<ConnectionOption> = {}): ConnectionOption {
  return { id: 4, name: 'WhatsApp', channel: 'whatsapp', isDefault: false, ...overrides };
}
