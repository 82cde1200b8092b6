import type { TicketAnswer } from '@chatdesk/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../../../../lib/toast';
import { templateLanguagePattern, templateNamePattern, useSendTemplate } from '../../api/send-template';

interface TemplateModalProps {
  open: boolean;
  ticket: Pick<TicketAnswer, 'id' | 'uuid' | 'whatsappId'>;
  onClose: () => void;
}

const initial = { name: '', language: 'pt_BR', parameters: [] as string[] };

/**
 * A Cloud API template (the one message Meta takes outside the 24-hour window): its name, language
 * code and the body's parameters in order ({{1}}, {{2}}…). Checked here as the API checks it.
 */
export function TemplateModal({ open, ticket, onClose }: TemplateModalProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState(false);
  const send = useSendTemplate(ticket);
  const name = form.name.trim();
  const language = form.language.trim();
  const errors = {
    name: templateNamePattern.test(name) ? null : t('conversation.template.nameInvalid'),
    language: templateLanguagePattern.test(language) ? null : t('conversation.template.languageInvalid'),
    parameters: form.parameters.map((value) => (value.trim() ? null : t('conversation.template.parameterRequired'))),
  };
  const valid = !errors.name && !errors.language && errors.parameters.every((error) => !error);
  const shown = (error: string | null) => (touched ? error : null);
  const setParameter = (index: number, value: string) =>
    setForm((current) => ({ ...current, parameters: current.parameters.map((p, i) => (i === index ? value : p)) }));
  const close = () => {
    setForm(initial);
    setTouched(false);
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (!valid) return;
    send.mutate(
      { name, language, bodyParameters: form.parameters.map((value) => value.trim()) },
      {
        onSuccess: () => {
          toast.success(t('conversation.template.sent'));
          close();
        },
        onError: (error) => toastError(error),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{t('conversation.template.title')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important', display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label={t('conversation.template.name')}
          value={form.name}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
          error={!!shown(errors.name)}
          helperText={shown(errors.name) ?? t('conversation.template.nameHint')}
          autoFocus
        />
        <TextField
          label={t('conversation.template.language')}
          value={form.language}
          onChange={(event) => setForm({ ...form, language: event.target.value })}
          error={!!shown(errors.language)}
          helperText={shown(errors.language)}
        />
        <Typography variant="subtitle2">{t('conversation.template.parameters')}</Typography>
        {form.parameters.map((value, index) => (
          // Parameters are positional ({{1}}, {{2}}…): the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <TextField
              fullWidth
              size="small"
              label={t('conversation.template.parameter', { index: index + 1 })}
              value={value}
              onChange={(event) => setParameter(index, event.target.value)}
              error={!!shown(errors.parameters[index] ?? null)}
              helperText={shown(errors.parameters[index] ?? null)}
            />
            <IconButton
              aria-label={t('conversation.template.removeParameter', { index: index + 1 })}
              onClick={() => setForm({ ...form, parameters: form.parameters.filter((_, i) => i !== index) })}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setForm({ ...form, parameters: [...form.parameters, ''] })}
        >
          {t('conversation.template.addParameter')}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('conversation.template.cancel')}</Button>
        <Button variant="contained" loading={send.isPending} onClick={submit}>
          {t('conversation.template.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
