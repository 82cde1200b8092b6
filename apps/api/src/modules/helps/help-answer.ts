import type { Help } from '@chatdesk/contracts';
import type { HelpRow } from './helps.repository';

export const toHelpAnswer = (row: HelpRow): Help => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
