import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../../lib/api-client';
import { toast, toastError } from '../../../../../lib/toast';
import {
  buildInteractiveRequest,
  type DraftField,
  emptyDraft,
  type InteractiveDraft,
  type InteractiveKind,
  interactiveKinds,
  kindFields,
  pixKeyTypes,
} from '../../lib/interactive';
import { ListSectionsEditor } from './list-sections-editor';

const fieldLabels: Record<DraftField, string> = {
  title: 'conversation.interactive.titleField',
  text: 'conversation.interactive.text',
  buttonText: 'conversation.interactive.buttonText',
  copyText: 'conversation.interactive.copyText',
  phoneNumber: 'conversation.interactive.phoneNumber',
  image: 'conversation.interactive.image',
  url: 'conversation.interactive.url',
  pixValue: 'conversation.interactive.pixValue',
  pixKey: 'conversation.interactive.pixKey',
  merchantName: 'conversation.interactive.merchantName',
};

interface InteractiveModalProps {
  open: boolean;
  ticketId: unknown;
  onClose: () => void;
}

/** List, copy-code, call, URL and PIX messages (spec 1 §4), checked before they are sent (§5). */
export function InteractiveModal({ open, ticketId, onClose }: InteractiveModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<InteractiveDraft>(emptyDraft);
  const [missing, setMissing] = useState<DraftField[]>([]);
  const send = useMutation({
    mutationFn: ({ path, body }: { path: string; body: Record<string, unknown> }) => api.post<unknown>(path, body),
    onSuccess: () => {
      toast.success(t('conversation.interactive.sent'));
      setDraft(emptyDraft(draft.kind));
      onClose();
    },
    onError: (error) => toastError(error),
  });

  const set = (field: DraftField, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = () => {
    const request = buildInteractiveRequest(ticketId, draft);
    setMissing(!request.ok && request.issue === 'required' ? request.fields : []);
    if (request.ok) return send.mutate(request);
    if (request.issue === 'invalidTicket')
      toast.error(t('conversation.interactive.invalidTicket'), 'interactive-ticket');
    if (request.issue === 'selectTitle') window.alert(t('conversation.interactive.selectTitle'));
    if (request.issue === 'invalidValue') setMissing(['pixValue']);
  };

  // The API takes the header image as base64 (a data: URL).
  const pickImage = (file: File | undefined) => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => set('image', typeof reader.result === 'string' ? reader.result : '');
    reader.readAsDataURL(file);
  };

  const { fields } = kindFields[draft.kind];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('conversation.interactive.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={t('conversation.interactive.kind')}
          value={draft.kind}
          onChange={(event) => {
            setMissing([]);
            setDraft((current) => ({ ...current, kind: event.target.value as InteractiveKind }));
          }}
        >
          {interactiveKinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`conversation.interactive.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {draft.kind === 'call' && <Alert severity="info">{t('conversation.interactive.callNotice')}</Alert>}
        {draft.kind === 'url' && (
          <Button component="label" variant="outlined">
            {draft.image ? `${t('conversation.interactive.image')} ✓` : t('conversation.interactive.image')}
            <input type="file" accept="image/*" hidden onChange={(event) => pickImage(event.target.files?.[0])} />
          </Button>
        )}
        {draft.kind === 'pix' && (
          <TextField
            select
            label={t('conversation.interactive.pixKeyType')}
            value={draft.pixKeyType}
            onChange={(event) =>
              setDraft((current) => ({ ...current, pixKeyType: event.target.value as InteractiveDraft['pixKeyType'] }))
            }
          >
            {pixKeyTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`conversation.interactive.keyTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {fields.map((field) => {
          const invalid = missing.includes(field);
          const helper = field === 'pixValue' && invalid && draft.pixValue.trim() ? 'invalidValue' : 'required';
          return (
            <TextField
              key={field}
              label={t(fieldLabels[field] as 'conversation.interactive.text')}
              value={draft[field]}
              multiline={field === 'text'}
              minRows={field === 'text' ? 2 : undefined}
              onChange={(event) => set(field, event.target.value)}
              error={invalid}
              helperText={invalid ? t(`conversation.interactive.${helper}`) : undefined}
            />
          );
        })}
        {draft.kind === 'list' && (
          <ListSectionsEditor
            sections={draft.sections}
            onChange={(sections) => setDraft((current) => ({ ...current, sections }))}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {t('conversation.interactive.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={send.isPending}>
          {t('conversation.interactive.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
