import type { Company, Help, Plan } from '@chatdesk/contracts';
import { allPlanFeatures } from '../../test/fixtures';

const stamp = '2025-01-10T12:00:00.000Z';

export function planFixture(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 1,
    name: 'Plano 1',
    amount: '149.90',
    users: 5,
    connections: 2,
    queues: 3,
    isPublic: true,
    ...allPlanFeatures,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export function companyFixture(overrides: Partial<Company> = {}): Company {
  return {
    id: 2,
    name: 'Acme',
    email: 'acme@example.com',
    phone: '11987654321',
    document: null,
    planId: 1,
    plan: { id: 1, name: 'Plano 1', amount: '149.90' },
    status: true,
    dueDate: '2025-03-20T02:59:59.999Z',
    recurrence: 'MENSAL',
    paymentMethod: null,
    addressStreet: null,
    addressState: null,
    addressCity: null,
    timezone: 'America/Sao_Paulo',
    numberAttendants: 1,
    numberConections: 1,
    createdAt: stamp,
    updatedAt: stamp,
    lastLogin: null,
    folderSize: 1536,
    numberFileFolder: 3,
    updatedAtFolder: null,
    ...overrides,
  };
}

export function helpFixture(overrides: Partial<Help> = {}): Help {
  return {
    id: 1,
    title: 'Como conectar o WhatsApp',
    description: 'Leia o QR code',
    video: 'dQw4w9WgXcQ',
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}
