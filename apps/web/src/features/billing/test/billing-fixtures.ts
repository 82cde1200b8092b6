import type { Invoice, PublicPlan, SubscriptionAnswer } from '@chatdesk/contracts';
import { allPlanFeatures } from '../../../test/fixtures';

export const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 1,
  companyId: 3,
  companyName: null,
  planId: 1,
  detail: 'Plano 1',
  users: 5,
  connections: 2,
  queues: 3,
  value: '149.90',
  dueDate: '2025-03-10T12:00:00.000Z',
  status: 'open',
  displayStatus: 'open',
  paidAt: null,
  createdAt: '2025-02-10T12:00:00.000Z',
  ...overrides,
});

export const publicPlan = (overrides: Partial<PublicPlan> = {}): PublicPlan => ({
  ...allPlanFeatures,
  id: 1,
  name: 'Básico',
  amount: '149.90',
  users: 5,
  connections: 2,
  queues: 3,
  ...overrides,
});

export const subscriptionAnswerOf = (overrides: Partial<SubscriptionAnswer> = {}): SubscriptionAnswer => ({
  invoiceId: 1,
  valorext: '115.00',
  qrcode: { qrcode: '00020101021226830014br.gov.bcb.pix', imagemQrcode: 'data:image/png;base64,iVBORw0KGgo=' },
  stripeURL: 'https://checkout.stripe.test/c/pay_1',
  asaasURL: null,
  mercadopagoURL: 'https://mercadopago.test/checkout/1',
  ...overrides,
});
