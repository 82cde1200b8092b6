import type { TicketStatus } from '@chatdesk/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { allUsersQueryOptions, connectionsQueryOptions, ticketTagsQueryOptions } from '../api/reference-data';
import type { ListFilters } from './use-manager-state';

const filterStatuses: TicketStatus[] = ['open', 'closed', 'pending', 'group'];

interface Option {
  id: number;
  name: string;
}

function MultiFilter({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly Option[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={options.filter((option) => value.includes(option.id))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, chosen) => onChange(chosen.map((option) => option.id))}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** Spec 1 §2: filters by tags, connections, status and, for admins, users. */
export function FiltersPanel({
  filters,
  onChange,
  showUsers,
}: {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  showUsers: boolean;
}) {
  const { t } = useTranslation();
  const tags = useQuery(ticketTagsQueryOptions);
  const connections = useQuery(connectionsQueryOptions);
  const users = useQuery({ ...allUsersQueryOptions, enabled: showUsers });
  const statuses = filterStatuses.map((status, index) => ({ id: index, name: t(`tickets.status.${status}`) }));
  return (
    <Box sx={{ display: 'grid', gap: 1, p: 1 }}>
      <MultiFilter
        label={t('tickets.filters.tags')}
        options={tags.data ?? []}
        value={filters.tags}
        onChange={(ids) => onChange({ ...filters, tags: ids })}
      />
      <MultiFilter
        label={t('tickets.filters.connections')}
        options={connections.data ?? []}
        value={filters.whatsapps}
        onChange={(ids) => onChange({ ...filters, whatsapps: ids })}
      />
      <MultiFilter
        label={t('tickets.filters.status')}
        options={statuses}
        value={filters.statusFilter.map((status) => filterStatuses.indexOf(status))}
        onChange={(ids) => onChange({ ...filters, statusFilter: ids.flatMap((id) => filterStatuses[id] ?? []) })}
      />
      {showUsers && (
        <MultiFilter
          label={t('tickets.filters.users')}
          options={users.data ?? []}
          value={filters.users}
          onChange={(ids) => onChange({ ...filters, users: ids })}
        />
      )}
    </Box>
  );
}
