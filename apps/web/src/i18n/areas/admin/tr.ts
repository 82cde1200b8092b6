import type { AdminMessages } from './pt';

export const adminTr: AdminMessages = {
  title: 'Yönetim',
};
