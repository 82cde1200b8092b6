import type { AdminMessages } from './pt';

export const adminEs: AdminMessages = {
  title: 'Administración',
};
