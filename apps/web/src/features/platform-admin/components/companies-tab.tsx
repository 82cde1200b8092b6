import { type Company, calendarDate, renewDueDate } from '@chatdesk/contracts';
import Autorenew from '@mui/icons-material/Autorenew';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchField } from '../../../components/search-field';
import { formatDate } from '../../../lib/dates';
import { loadMoreOnScroll } from '../../../lib/infinite-scroll';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteCompany } from '../api/delete-company';
import { useCompaniesPages } from '../api/get-companies';
import { useUpdateCompany } from '../api/update-company';
import { useCrudList } from '../lib/use-crud-list';
import { tintedRow, useCompanyColumns } from './company-columns';
import { CompanyForm } from './company-form';
import { CrudTab } from './crud-tab';

/** The day a renewal starts from: the due date, or today for a company that never had one. */
const renewalOf = (company: Company, now: Date) => ({
  from: company.dueDate ? calendarDate(company.dueDate, company.timezone) : null,
  to: renewDueDate(company.dueDate ?? now, company.recurrence, company.timezone),
});

/** Companies (super user): form plus table (spec 2 §2 Super-user pages). Also the settings page's companies tab. */
export function CompaniesTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim());
  const pages = useCompaniesPages(searchParam);
  const update = useUpdateCompany();
  const crud = useCrudList<Company>(useDeleteCompany());
  const [renewing, setRenewing] = useState<Company | null>(null);

  const companies = useMemo(() => pages.data?.pages.flatMap((page) => page.companies) ?? [], [pages.data]);
  // Every row is tinted against the same instant: when the list was last fetched.
  const now = useMemo(() => new Date(pages.dataUpdatedAt || Date.now()), [pages.dataUpdatedAt]);
  const columns = useCompanyColumns(now);
  const renewal = renewing ? renewalOf(renewing, now) : null;

  const confirmRenewal = () => {
    if (!renewing || !renewal) return;
    update.mutate(
      { id: renewing.id, dueDate: renewal.to },
      // The form may hold the old due date: reload it from the list.
      { onSettled: () => setRenewing(null), onSuccess: () => crud.stopEditing(renewing.id) },
    );
  };

  const renewButton = (company: Company) => (
    <Tooltip title={t('platform.companies.renew')}>
      <IconButton
        size="small"
        onClick={() => setRenewing(company)}
        aria-label={`${t('platform.companies.renew')} ${company.name}`}
      >
        <Autorenew fontSize="small" />
      </IconButton>
    </Tooltip>
  );

  return (
    <CrudTab
      crud={crud}
      label={t('platform.companies.title')}
      columns={columns}
      rows={companies}
      loaded={pages.isSuccess}
      failed={pages.isError}
      nameOf={(company) => company.name}
      form={({ row, onDone, onDelete }) => <CompanyForm company={row} onDone={onDone} onDelete={onDelete} />}
      toolbar={
        <SearchField label={t('platform.common.search')} value={search} onChange={setSearch} sx={{ maxWidth: 360 }} />
      }
      table={{ rowProps: tintedRow(now), rowActions: renewButton, onScroll: loadMoreOnScroll(pages) }}
    >
      <ConfirmDialog
        open={renewing !== null}
        title={t('platform.companies.renew')}
        text={
          renewing && renewal
            ? t('platform.companies.renewText', {
                name: renewing.name,
                recurrence: t(`platform.companies.recurrences.${renewing.recurrence}`),
                from: formatDate(renewal.from) || '-',
                to: formatDate(renewal.to),
              })
            : ''
        }
        confirmLabel={t('platform.companies.renew')}
        cancelLabel={t('platform.common.cancel')}
        pending={update.isPending}
        onCancel={() => setRenewing(null)}
        onConfirm={confirmRenewal}
      />
    </CrudTab>
  );
}
