import { connectionPairingBody } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePairingCode } from '../api/pairing-code';

/** The QR's alternative: the phone number in, a code to type on the phone out. */
export function PairingCodeForm({ connectionId }: { connectionId: number }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const pairing = usePairingCode();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = connectionPairingBody.safeParse({ phoneNumber: phone.replace(/[\s()-]/g, '') });
    setInvalid(!parsed.success);
    if (parsed.success) pairing.mutate({ id: connectionId, phoneNumber: parsed.data.phoneNumber });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="subtitle2">{t('connections.qr.pairing')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('connections.qr.phone')}
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setInvalid(false);
          }}
          error={invalid}
          helperText={invalid ? t('connections.modal.errors.invalid') : t('connections.qr.phoneHint')}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="outlined" loading={pairing.isPending}>
          {t('connections.qr.requestCode')}
        </Button>
      </Stack>
      {pairing.data ? (
        <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">{t('connections.qr.code')}</Typography>
          <Typography
            variant="h4"
            component="output"
            aria-label={t('connections.qr.code')}
            sx={{ fontFamily: 'monospace', letterSpacing: 4 }}
          >
            {pairing.data}
          </Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}
