import { certificateDestinations } from '@chatdesk/contracts';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeniedRedirect } from '../../../lib/use-denied-redirect';
import { type CertificateDestination, useCertificate, useUploadCertificate } from '../api/certificates';

/** Spec 2 §9: a user who is not super is sent to / after 500 ms. */
export const noPermissionRedirectMs = 500;

type CertificateError = 'fileRequired' | 'destinationRequired' | 'onlyP12';

/** Spec 2 §5: a file, a destination, and only files ending .p12. */
function certificateError(destination: string, file: File | null): CertificateError | null {
  if (!file) return 'fileRequired';
  if (!(certificateDestinations as readonly string[]).includes(destination)) return 'destinationRequired';
  if (!file.name.toLowerCase().endsWith('.p12')) return 'onlyP12';
  return null;
}

/**
 * The super user's Pix certificate tab: the Efí account's .p12 (sent to the server, which keeps it
 * sealed) and the stored certificate's dates. Anyone else is told 'Sem permissão para acessar!'
 * and sent to /.
 */
export function PixCertificateTab() {
  const { t } = useTranslation();
  const allowed = useSession().user?.super === true;
  const [destination, setDestination] = useState<string>('efi');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<CertificateError | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ref: CertificateDestination = 'efi';
  const stored = useCertificate(ref, allowed);
  const upload = useUploadCertificate();

  useDeniedRedirect(allowed, t('platform.certificate.noPermission'), 'pix-certificate', noPermissionRedirectMs);
  if (!allowed) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = certificateError(destination, file);
    setError(problem);
    if (problem || !file) return;
    upload.mutate(
      { ref: destination as CertificateDestination, file },
      {
        onSuccess: () => {
          toast.success(t('platform.certificate.uploaded'));
          setFile(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  const status = stored.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h6" component="h2">
        {t('platform.certificate.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('platform.certificate.intro')}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <TextField
          select
          name="ref"
          label={t('platform.certificate.destination')}
          value={destination}
          onChange={(event) => setDestination(event.target.value)}
          error={error === 'destinationRequired'}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" />
          {certificateDestinations.map((value) => (
            <option key={value} value={value}>
              {t(`platform.certificate.destinations.${value}`)}
            </option>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Button component="label" variant="outlined" startIcon={<UploadFile />}>
            {t('platform.certificate.choose')}
            <input
              ref={input}
              hidden
              type="file"
              name="file"
              accept=".p12"
              aria-label={t('platform.certificate.file')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {file?.name ?? t('platform.certificate.noFile')}
          </Typography>
        </Stack>
        {error ? (
          <Typography role="alert" color="error" variant="body2">
            {t(`platform.certificate.${error}`)}
          </Typography>
        ) : null}
        <Button type="submit" variant="contained" loading={upload.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('platform.certificate.upload')}
        </Button>
      </Stack>
      <Typography variant="subtitle1" component="h3">
        {t('platform.certificate.stored')}
      </Typography>
      {status?.uploadedAt ? (
        <List dense disablePadding>
          <ListItem disableGutters>
            <ListItemText
              secondary={t('platform.certificate.uploadedAt')}
              primary={formatDateTime(status.uploadedAt)}
            />
          </ListItem>
          <ListItem disableGutters>
            <ListItemText
              secondary={t('platform.certificate.validUntil')}
              primary={status.validUntil ? formatDate(status.validUntil) : t('platform.certificate.unknown')}
            />
          </ListItem>
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {stored.isPending ? t('common.loading') : t('platform.certificate.none')}
        </Typography>
      )}
    </Stack>
  );
}
