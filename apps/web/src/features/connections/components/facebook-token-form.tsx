import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectFacebook } from '../api/connect-facebook';
import { FacebookConnectActions } from './facebook-connect-actions';

const digits = /^\d{1,64}$/;
const tokenMinLength = 10;

/**
 * The fallback of "Conectar com Facebook" when the server has no Meta app id to run Facebook's
 * login dialog: the user pastes what a login gives, the user id and a user access token with the
 * page-messaging (and Instagram) permissions; every page of that user is connected.
 */
export function FacebookTokenForm({ instagram, onClose }: { instagram: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const connect = useConnectFacebook();
  const [userId, setUserId] = useState('');
  const [token, setToken] = useState('');
  const [addInstagram, setAddInstagram] = useState(instagram);
  const [touched, setTouched] = useState(false);
  const userIdError = !digits.test(userId.trim()) ? t('connections.facebook.userIdInvalid') : null;
  const tokenError = token.trim().length < tokenMinLength ? t('connections.facebook.tokenRequired') : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (userIdError || tokenError) return;
    connect.mutate(
      { facebookUserId: userId.trim(), facebookUserToken: token.trim(), addInstagram },
      { onSuccess: onClose },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="info">{t('connections.facebook.help')}</Alert>
          <TextField
            label={t('connections.facebook.userId')}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            error={touched && userIdError !== null}
            helperText={touched ? userIdError : null}
            required
            fullWidth
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <TextField
            label={t('connections.facebook.userToken')}
            value={token}
            onChange={(event) => setToken(event.target.value)}
            error={touched && tokenError !== null}
            helperText={touched ? tokenError : null}
            required
            fullWidth
            size="small"
            type="password"
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
          <FormControlLabel
            control={<Checkbox checked={addInstagram} onChange={(event) => setAddInstagram(event.target.checked)} />}
            label={t('connections.facebook.addInstagram')}
          />
        </Stack>
      </DialogContent>
      <FacebookConnectActions pending={connect.isPending} onClose={onClose} connect={{}} />
    </Box>
  );
}
