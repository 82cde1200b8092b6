import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { loadMoreOnScroll } from '../lib/infinite-scroll';
import { ListPageHeader, type ListPageHeaderProps } from './list-page-header';

interface SearchableListPageProps extends ListPageHeaderProps {
  /** The list's infinite query: its progress bar and the next page near the end of the scroll. */
  pages: Parameters<typeof loadMoreOnScroll>[0] & { isFetching: boolean };
  scrollerTestId: string;
  /** The table. */
  children: ReactNode;
  /** Dialogs and confirmations, outside the scroller. */
  dialogs?: ReactNode;
}

/** A list page: title, search and add above a scrolling table that loads the next page near its end. */
export function SearchableListPage({ pages, scrollerTestId, children, dialogs, ...header }: SearchableListPageProps) {
  return (
    <Stack spacing={2}>
      <ListPageHeader {...header} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {pages.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <Box
          onScroll={loadMoreOnScroll(pages)}
          data-testid={scrollerTestId}
          sx={{ maxHeight: 'calc(100vh - 240px)', overflow: 'auto' }}
        >
          {children}
        </Box>
      </Paper>
      {dialogs}
    </Stack>
  );
}
