import { type Company, type DueDateTint, dueDateTint } from '@chatdesk/contracts';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatDueDate } from '../../../lib/dates';
import { formatBytes, formatMoney } from '../lib/format';
import type { CrudColumn } from './crud-table';

type CompanyColumn =
  | 'id'
  | 'active'
  | 'name'
  | 'email'
  | 'plan'
  | 'value'
  | 'createdAt'
  | 'dueDate'
  | 'lastLogin'
  | 'folderSize'
  | 'numberFileFolder'
  | 'updatedAtFolder';

/** Spec 2 §2: yellow when due in 1 to 5 days, red when due today or past. */
const tintColor = (tint: DueDateTint) => (theme: Theme) =>
  tint === 'red'
    ? alpha(theme.palette.error.main, 0.18)
    : tint === 'yellow'
      ? alpha(theme.palette.warning.main, 0.25)
      : undefined;

const tintText = { red: 'platform.companies.tint.danger', yellow: 'platform.companies.tint.warning' } as const;

const tintOf = (company: Company, now: Date) => dueDateTint(company.dueDate, now, company.timezone);

/** A company's row is tinted by how soon it is due, as of `now`. */
export const tintedRow = (now: Date) => (company: Company) => {
  const tint = tintOf(company, now);
  return { 'data-tint': tint ?? 'none', sx: { bgcolor: tintColor(tint) } };
};

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The companies table (spec 2 §2): plan, value, due date with its recurrence, last login, folder use. */
export function useCompanyColumns(now: Date): CrudColumn<Company>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const column = (
    key: CompanyColumn,
    cell: (company: Company) => ReactNode,
    more: Partial<CrudColumn<Company>> = {},
  ): CrudColumn<Company> => ({ key, header: t(`platform.companies.columns.${key}`), cell, ...more });

  return [
    column('id', (company) => company.id),
    column('active', (company) => t(company.status ? 'platform.common.yes' : 'platform.common.no')),
    column('name', (company) => company.name),
    column('email', (company) => company.email ?? '-'),
    column('plan', (company) => company.plan?.name ?? '-'),
    column('value', (company) => formatMoney(company.plan?.amount, language), { sx: nowrap }),
    column('createdAt', (company) => formatDate(company.createdAt) || '-'),
    column(
      'dueDate',
      (company) =>
        `${formatDueDate(company.dueDate, company.timezone) || '-'} (${t(`platform.companies.recurrences.${company.recurrence}`)})`,
      {
        sx: nowrap,
        title: (company) => {
          const tint = tintOf(company, now);
          return tint ? t(tintText[tint]) : undefined;
        },
      },
    ),
    column('lastLogin', (company) => formatDateTime(company.lastLogin, { shortYear: true }) || '-', { sx: nowrap }),
    column('folderSize', (company) => formatBytes(company.folderSize, language), { sx: nowrap }),
    column('numberFileFolder', (company) => company.numberFileFolder),
    column('updatedAtFolder', (company) => formatDateTime(company.updatedAtFolder, { shortYear: true }) || '-', {
      sx: nowrap,
    }),
  ];
}
