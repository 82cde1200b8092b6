import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { loadMoreOnScroll } from '../lib/infinite-scroll';
import { SearchField } from './search-field';

interface SearchableListPageProps {
  title: string;
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  add: { label: string; onClick: () => void };
  /** More buttons, before the add button (back, import...). */
  actions?: ReactNode;
  /** The list's infinite query: its progress bar and the next page near the end of the scroll. */
  pages: Parameters<typeof loadMoreOnScroll>[0] & { isFetching: boolean };
  scrollerTestId: string;
  /** The table. */
  children: ReactNode;
  /** Dialogs and confirmations, outside the scroller. */
  dialogs?: ReactNode;
}

/** A list page: title, search and add above a scrolling table that loads the next page near its end. */
export function SearchableListPage({
  title,
  search,
  add,
  actions,
  pages,
  scrollerTestId,
  children,
  dialogs,
}: SearchableListPageProps) {
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        // With extra actions the row may not fit: it wraps instead of squeezing the buttons.
        useFlexGap={Boolean(actions)}
        sx={{
          alignItems: { sm: 'center' },
          ...(actions ? { flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } } : {}),
        }}
      >
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <SearchField
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={search.onChange}
        />
        {actions}
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={add.onClick}
          sx={actions ? { whiteSpace: 'nowrap', flexShrink: 0 } : undefined}
        >
          {add.label}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {pages.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <Box
          onScroll={loadMoreOnScroll(pages)}
          data-testid={scrollerTestId}
          sx={{ maxHeight: 'calc(100vh - 240px)', overflowY: 'auto' }}
        >
          {children}
        </Box>
      </Paper>
      {dialogs}
    </Stack>
  );
}
