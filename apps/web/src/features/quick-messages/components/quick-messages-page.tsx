import type { QuickMessageAnswer } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SearchField } from '../../../components/search-field';
import { loadMoreOnScroll } from '../../../lib/infinite-scroll';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteQuickMessage } from '../api/delete-quick-message';
import { useQuickMessagesPages } from '../api/get-quick-messages';
import { QuickMessageDialog } from './quick-message-dialog';
import { QuickMessagesTable } from './quick-messages-table';

/** /quick-messages (spec 3 §2): search, infinite scroll, add, edit and delete; every user of the company. */
export function QuickMessagesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim());
  const pages = useQuickMessagesPages(searchParam);
  const remove = useDeleteQuickMessage();
  const [editing, setEditing] = useState<{ reply: QuickMessageAnswer | null } | null>(null);
  const [deleting, setDeleting] = useState<QuickMessageAnswer | null>(null);
  const rows = pages.data?.pages.flatMap((page) => page.records) ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('quickMessages.title')}
        </Typography>
        <SearchField
          label={t('quickMessages.search')}
          placeholder={t('quickMessages.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ reply: null })}>
          {t('quickMessages.add')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {pages.isFetching ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        <Box
          onScroll={loadMoreOnScroll(pages)}
          data-testid="quick-messages-scroller"
          sx={{ maxHeight: 'calc(100vh - 240px)', overflowY: 'auto' }}
        >
          <QuickMessagesTable
            rows={rows}
            loading={pages.isPending}
            onEdit={(reply) => setEditing({ reply })}
            onDelete={setDeleting}
          />
        </Box>
      </Paper>
      {editing ? <QuickMessageDialog reply={editing.reply} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('quickMessages.deleteTitle', { shortcode: deleting?.shortcode ?? '' })}
        text={t('quickMessages.deleteMessage')}
        confirmLabel={t('quickMessages.delete')}
        cancelLabel={t('quickMessages.cancel')}
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}
