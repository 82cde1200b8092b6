import type { ContactImportResult } from '@chatdesk/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { contactsKeys } from '../api/get-contacts';
import { importFromPhone, type PhoneImportSource, phoneConnectionsQueryOptions } from '../api/import-from-phone';
import { ImportResultPanel } from './import-result-panel';

interface PhoneImportDialogProps {
  /** null keeps the dialog closed. */
  source: PhoneImportSource | null;
  onClose: () => void;
}

/**
 * Import from a WhatsApp Web connection's phone: its phone book, or the people it has chats with.
 * The user picks the connection (the default one first), confirms, and sees the counts (spec 2 §8).
 */
export function PhoneImportDialog({ source, onClose }: PhoneImportDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const connections = useQuery({ ...phoneConnectionsQueryOptions, enabled: source !== null });
  const [chosen, setChosen] = useState<number | ''>('');
  const [result, setResult] = useState<ContactImportResult | null>(null);
  const run = useMutation({
    mutationFn: importFromPhone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });
  const options = connections.data ?? [];
  const whatsappId = chosen === '' ? (options.find((option) => option.isDefault) ?? options[0])?.id : chosen;
  const kind = source ?? 'phone';

  const close = () => {
    setChosen('');
    setResult(null);
    run.reset();
    onClose();
  };
  const submit = () => {
    if (whatsappId === undefined) return;
    run.mutate(
      { whatsappId, source: kind },
      {
        onSuccess: (counts) => {
          setResult(counts);
          if (counts.failed > 0) toast.error(t('contacts.import.partial'), 'contact-import-partial');
          else toast.success(t('contacts.import.success'));
        },
      },
    );
  };

  return (
    <Dialog open={source !== null} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t(`contacts.phoneImport.title.${kind}`)}</DialogTitle>
      <DialogContent>
        {result ? (
          <ImportResultPanel result={result} />
        ) : (
          <Stack spacing={2}>
            <DialogContentText>{t(`contacts.phoneImport.text.${kind}`)}</DialogContentText>
            {connections.isSuccess && options.length === 0 ? (
              <Alert severity="info">{t('contacts.phoneImport.noConnections')}</Alert>
            ) : (
              <TextField
                select
                size="small"
                label={t('contacts.phoneImport.connection')}
                value={whatsappId ?? ''}
                onChange={(event) => setChosen(Number(event.target.value))}
                disabled={options.length === 0}
              >
                {options.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button onClick={close}>{t('contacts.phoneImport.close')}</Button>
        ) : (
          <>
            <Button onClick={close}>{t('contacts.cancel')}</Button>
            <Button variant="contained" loading={run.isPending} disabled={whatsappId === undefined} onClick={submit}>
              {t('contacts.phoneImport.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
