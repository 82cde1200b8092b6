import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SearchField } from './search-field';

export interface ListPageHeaderProps {
  title: string;
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  add: { label: string; onClick: () => void };
  /** Buttons shown before 'add' (the lane page's 'Voltar para o Kanban'). */
  extraActions?: ReactNode;
}

/**
 * A list page's header: the title, the search and the add button, in one row once they fit side
 * by side (later with extra buttons), stacked on narrow screens.
 */
export function ListPageHeader({ title, search, add, extraActions }: ListPageHeaderProps) {
  const wideFrom = extraActions ? 'lg' : 'sm';
  return (
    <Stack direction={{ xs: 'column', [wideFrom]: 'row' }} spacing={2} sx={{ alignItems: { [wideFrom]: 'center' } }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      <SearchField
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onChange={search.onChange}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {extraActions}
        <Button variant="contained" startIcon={<Add />} onClick={add.onClick}>
          {add.label}
        </Button>
      </Stack>
    </Stack>
  );
}
