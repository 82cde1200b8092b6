import { type ContactListImportAnswer, contactListImportListedInvalidRows } from '@chatdesk/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useImportContactList } from '../api/import-contact-list';
import { type ImportNews, ImportProgress } from './import-progress';

interface ImportDialogProps {
  list: { id: number; name: string };
  file: File;
  /** The import's latest progress (live, from the list's item events); null until the server says. */
  news: ImportNews | null;
  onClose: () => void;
}

/**
 * Spec 3 §2: the import asks first, then shows how far it has gone (the percentage of the file's
 * rows and the counts so far) and, at the end, what the file gave: imported, repeated, already in
 * the list, and the invalid rows with their numbers.
 */
export function ImportDialog({ list, file, news, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const run = useImportContactList();
  const summary = run.data;
  return (
    <Dialog
      open
      onClose={run.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="contact-list-import-title"
    >
      <DialogTitle id="contact-list-import-title">
        {t(summary ? 'contactLists.import.done' : 'contactLists.import.title')}
      </DialogTitle>
      <DialogContent dividers>
        {summary ? (
          <ImportSummary summary={summary} />
        ) : run.isPending ? (
          <ImportProgress news={news} />
        ) : (
          <Stack spacing={1}>
            <DialogContentText>
              {t('contactLists.import.confirm', { file: file.name, name: list.name })}
            </DialogContentText>
            <DialogContentText variant="body2">{t('contactLists.import.hint')}</DialogContentText>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {summary ? (
          <Button variant="contained" onClick={onClose}>
            {t('contactLists.import.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={run.isPending}>
              {t('contactLists.import.cancel')}
            </Button>
            <Button
              variant="contained"
              loading={run.isPending}
              onClick={() => run.mutate({ contactListId: list.id, file }, { onError: onClose })}
            >
              {t('contactLists.import.start')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function ImportSummary({ summary }: { summary: ContactListImportAnswer }) {
  const { t } = useTranslation();
  const unlisted = summary.invalidCount - summary.invalidRows.length;
  return (
    <Stack spacing={1} data-testid="contact-list-import-summary">
      <Alert severity={summary.invalidCount > 0 ? 'warning' : 'success'}>
        {t('contactLists.import.imported', { count: summary.imported })}
      </Alert>
      <Typography variant="body2">
        {t('contactLists.import.duplicatesInFile', { count: summary.duplicatesInFile })}
      </Typography>
      <Typography variant="body2">
        {t('contactLists.import.duplicatesInList', { count: summary.duplicatesInList })}
      </Typography>
      <Typography variant="body2">{t('contactLists.import.invalid', { count: summary.invalidCount })}</Typography>
      {summary.invalidRows.length > 0 ? (
        <List
          dense
          sx={{ maxHeight: 200, overflowY: 'auto' }}
          aria-label={t('contactLists.import.invalid', { count: summary.invalidCount })}
        >
          {summary.invalidRows.map((row) => (
            <ListItem key={row.row} disableGutters>
              <Typography variant="body2" color="text.secondary">
                {t('contactLists.import.invalidRow', {
                  row: row.row,
                  number: row.number || '—',
                  problem: t(`contactLists.import.problems.${row.problem}`),
                })}
              </Typography>
            </ListItem>
          ))}
          {unlisted > 0 && summary.invalidRows.length === contactListImportListedInvalidRows ? (
            <ListItem disableGutters>
              <Typography variant="body2" color="text.secondary">
                {t('contactLists.import.moreInvalid', { count: unlisted })}
              </Typography>
            </ListItem>
          ) : null}
        </List>
      ) : null}
    </Stack>
  );
}
