import type { CampaignRecord } from '@chatdesk/contracts';
import { allPlanFeatures } from '../../test/fixtures';

/** A campaign as the API answers it (tests change what they are about). */
export const campaignFixture = (overrides: Partial<CampaignRecord> = {}): CampaignRecord => ({
  id: 1,
  name: 'Black Friday',
  status: 'INATIVA',
  message1: 'Olá {nome}, temos ofertas!',
  message2: '',
  message3: '',
  message4: '',
  message5: '',
  confirmationMessage1: '',
  confirmationMessage2: '',
  confirmationMessage3: '',
  confirmationMessage4: '',
  confirmationMessage5: '',
  confirmation: false,
  scheduledAt: null,
  completedAt: null,
  contactListId: 4,
  tagListId: null,
  whatsappId: 2,
  userId: null,
  queueId: null,
  statusTicket: 'closed',
  openTicket: 'disabled',
  mediaPath: null,
  mediaName: null,
  contactList: { id: 4, name: 'Clientes VIP' },
  tagList: null,
  whatsapp: { id: 2, name: 'Vendas' },
  user: null,
  updatedAt: '2030-01-10T12:00:00.000Z',
  ...overrides,
});

/** The signed-in company of these tests: São Paulo's clock, every plan feature unless told. */
export const campaignCompany = (plan: object = allPlanFeatures) => ({
  id: 3,
  name: 'Acme',
  dueDate: '2999-12-31T00:00:00.000Z',
  timezone: 'America/Sao_Paulo',
  plan,
});
