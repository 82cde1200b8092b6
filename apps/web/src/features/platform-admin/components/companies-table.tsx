import { type Company, calendarDate, type DueDateTint, dueDateTint } from '@chatdesk/contracts';
import Autorenew from '@mui/icons-material/Autorenew';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDate, formatDateTime, formatMoney } from '../lib/format';
import { RowActions } from './row-actions';

const columns = [
  'id',
  'active',
  'name',
  'email',
  'plan',
  'value',
  'createdAt',
  'dueDate',
  'lastLogin',
  'folderSize',
  'numberFileFolder',
  'updatedAtFolder',
] as const;

/** Spec 2 §2: yellow when due in 1 to 5 days, red when due today or past. */
const tintColor = (tint: DueDateTint) => (theme: Theme) =>
  tint === 'red'
    ? alpha(theme.palette.error.main, 0.18)
    : tint === 'yellow'
      ? alpha(theme.palette.warning.main, 0.25)
      : undefined;

const tintText = { red: 'platform.companies.tint.danger', yellow: 'platform.companies.tint.warning' } as const;

export function CompaniesTable({
  companies,
  selectedId,
  now,
  empty,
  onScroll,
  onEdit,
  onRenew,
  onDelete,
}: {
  companies: readonly Company[];
  selectedId: number | null;
  now: Date;
  empty: boolean;
  onScroll: (event: UIEvent<HTMLElement>) => void;
  onEdit: (company: Company) => void;
  onRenew: (company: Company) => void;
  onDelete: (company: Company) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: '60vh' }} onScroll={onScroll}>
      <Table size="small" stickyHeader aria-label={t('platform.companies.title')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {t(`platform.companies.columns.${column}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('platform.common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {companies.map((company) => {
            const tint = dueDateTint(company.dueDate, now, company.timezone);
            const dueDay = company.dueDate ? calendarDate(company.dueDate, company.timezone) : null;
            return (
              <TableRow
                key={company.id}
                hover
                selected={company.id === selectedId}
                data-tint={tint ?? 'none'}
                sx={{ bgcolor: tintColor(tint) }}
              >
                <TableCell>{company.id}</TableCell>
                <TableCell>{t(company.status ? 'platform.common.yes' : 'platform.common.no')}</TableCell>
                <TableCell>{company.name}</TableCell>
                <TableCell>{company.email ?? '-'}</TableCell>
                <TableCell>{company.plan?.name ?? '-'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(company.plan?.amount, language)}</TableCell>
                <TableCell>{formatDate(company.createdAt, language)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }} title={tint ? t(tintText[tint]) : undefined}>
                  {`${formatDate(dueDay, language)} (${t(`platform.companies.recurrences.${company.recurrence}`)})`}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(company.lastLogin, language)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBytes(company.folderSize, language)}</TableCell>
                <TableCell>{company.numberFileFolder}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(company.updatedAtFolder, language)}</TableCell>
                <TableCell align="right">
                  <RowActions label={company.name} onEdit={() => onEdit(company)} onDelete={() => onDelete(company)}>
                    <Tooltip title={t('platform.companies.renew')}>
                      <IconButton
                        size="small"
                        onClick={() => onRenew(company)}
                        aria-label={`${t('platform.companies.renew')} ${company.name}`}
                      >
                        <Autorenew fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </RowActions>
                </TableCell>
              </TableRow>
            );
          })}
          {empty ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1} align="center">
                {t('platform.common.empty')}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
