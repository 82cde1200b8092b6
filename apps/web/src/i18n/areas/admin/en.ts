import type { AdminMessages } from './pt';

export const adminEn: AdminMessages = {
  title: 'Administration',
};
