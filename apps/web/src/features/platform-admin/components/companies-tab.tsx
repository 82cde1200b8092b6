import { type Company, calendarDate, renewDueDate } from '@chatdesk/contracts';
import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCompany } from '../api/delete-company';
import { useCompaniesPages } from '../api/get-companies';
import { useUpdateCompany } from '../api/update-company';
import { formatDate } from '../lib/format';
import { loadMoreOnScroll } from '../lib/infinite-scroll';
import { useListErrorToast } from '../lib/list-error';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { CompaniesTable } from './companies-table';
import { CompanyForm } from './company-form';
import { ConfirmDeleteDialog, ConfirmDialog } from './confirm-dialog';

/** The day a renewal starts from: the due date, or today for a company that never had one. */
const renewalOf = (company: Company, now: Date) => ({
  from: company.dueDate ? calendarDate(company.dueDate, company.timezone) : null,
  to: renewDueDate(company.dueDate ?? now, company.recurrence, company.timezone),
});

/** Companies (super user): form plus table (spec 2 §2 Super-user pages). Also the settings page's companies tab. */
export function CompaniesTab() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim());
  const pages = useCompaniesPages(searchParam);
  const update = useUpdateCompany();
  const remove = useDeleteCompany();
  const [editing, setEditing] = useState<Company | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const [renewing, setRenewing] = useState<Company | null>(null);
  useListErrorToast(pages.isError);

  const companies = useMemo(() => pages.data?.pages.flatMap((page) => page.companies) ?? [], [pages.data]);
  // Every row is tinted against the same instant: when the list was last fetched.
  const now = useMemo(() => new Date(pages.dataUpdatedAt || Date.now()), [pages.dataUpdatedAt]);
  const renewal = renewing ? renewalOf(renewing, now) : null;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSettled: () => setDeleting(null),
      onSuccess: () => {
        if (editing?.id === deleting.id) setEditing(null);
      },
    });
  };

  const confirmRenewal = () => {
    if (!renewing || !renewal) return;
    update.mutate(
      { id: renewing.id, dueDate: renewal.to },
      {
        onSettled: () => setRenewing(null),
        // The form may hold the old due date: reload it from the list.
        onSuccess: () => {
          if (editing?.id === renewing.id) setEditing(null);
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <CompanyForm
          key={editing?.id ?? 'new'}
          company={editing}
          onDone={() => setEditing(null)}
          onDelete={() => setDeleting(editing)}
        />
      </Paper>
      <TextField
        type="search"
        size="small"
        placeholder={t('platform.common.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 360 }}
        slotProps={{
          htmlInput: { maxLength: 100, 'aria-label': t('platform.common.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <CompaniesTable
        companies={companies}
        selectedId={editing?.id ?? null}
        now={now}
        empty={pages.isSuccess && companies.length === 0}
        onScroll={loadMoreOnScroll(pages)}
        onEdit={setEditing}
        onRenew={setRenewing}
        onDelete={setDeleting}
      />
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={renewing !== null}
        title={t('platform.companies.renew')}
        text={
          renewing && renewal
            ? t('platform.companies.renewText', {
                name: renewing.name,
                recurrence: t(`platform.companies.recurrences.${renewing.recurrence}`),
                from: formatDate(renewal.from, i18n.language),
                to: formatDate(renewal.to, i18n.language),
              })
            : ''
        }
        confirmLabel={t('platform.companies.renew')}
        pending={update.isPending}
        onCancel={() => setRenewing(null)}
        onConfirm={confirmRenewal}
      />
    </Stack>
  );
}
