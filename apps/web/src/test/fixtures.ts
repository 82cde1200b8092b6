import type { SessionAnswer } from '../lib/session';

export const sessionAnswer: SessionAnswer = {
  token: 'access-token',
  user: {
    id: 7,
    name: 'Ana',
    email: 'ana@example.com',
    profile: 'admin',
    super: false,
    companyId: 3,
    company: { id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z' },
    defaultTheme: 'light',
    defaultMenu: 'open',
  },
};
