import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ContactFormValues } from '../lib/contact-form';

type ExtraInfo = ContactFormValues['extraInfo'];

interface ContactExtraInfoFieldsProps {
  items: ExtraInfo;
  onChange: (items: ExtraInfo) => void;
  /** The list's error, translated. */
  error?: string;
}

/** Spec 1 §3 extraInfo: free name/value pairs, added and removed in the contact modal. */
export function ContactExtraInfoFields({ items, onChange, error }: ContactExtraInfoFieldsProps) {
  const { t } = useTranslation();
  const change = (index: number, field: 'name' | 'value', value: string) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [field]: value } : item)));
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1">{t('contacts.modal.extraInfo')}</Typography>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their position is who they are.
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('contacts.modal.extraName')}
            value={item.name}
            onChange={(event) => change(index, 'name', event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label={t('contacts.modal.extraValue')}
            value={item.value}
            onChange={(event) => change(index, 'value', event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            sx={{ flex: 2 }}
          />
          <IconButton
            aria-label={t('contacts.modal.removeExtra', { index: index + 1 })}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {error ? (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      ) : null}
      <Button
        startIcon={<Add />}
        onClick={() => onChange([...items, { name: '', value: '' }])}
        disabled={items.length >= 50}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('contacts.modal.addExtra')}
      </Button>
    </Stack>
  );
}
