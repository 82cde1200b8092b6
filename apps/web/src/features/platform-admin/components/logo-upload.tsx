import { type WhitelabelLogoMode, whitelabelLogoMaxBytes } from '@chatdesk/contracts';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useUploadLogo } from '../api/upload-logo';

const labels = {
  Light: 'platform.whiteLabel.logoLight',
  Dark: 'platform.whiteLabel.logoDark',
  Favicon: 'platform.whiteLabel.logoFavicon',
} as const;

const isImage = (file: File) => file.type.startsWith('image/') || file.name.toLowerCase().endsWith('.ico');

/** One white-label logo: its preview and an upload button (the server checks the bytes again). */
export function LogoUpload({ mode, url }: { mode: WhitelabelLogoMode; url: string }) {
  const { t } = useTranslation();
  const upload = useUploadLogo();
  const label = t(labels[mode]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    if (!isImage(file) || file.size > whitelabelLogoMaxBytes) {
      toast.error(t('platform.whiteLabel.invalidImage'), 'platform.whiteLabel.invalidImage');
      return;
    }
    upload.mutate({ mode, file });
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box
        sx={{
          width: 180,
          height: mode === 'Favicon' ? 64 : 96,
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: mode === 'Dark' ? 'grey.900' : 'grey.50',
        }}
      >
        {url ? (
          <Box component="img" src={url} alt={label} sx={{ maxWidth: '90%', maxHeight: '90%' }} />
        ) : (
          // The box keeps its logo's background in either theme, so its text colour does too.
          <Typography variant="caption" sx={{ color: mode === 'Dark' ? 'grey.400' : 'grey.700' }}>
            {t('platform.whiteLabel.noLogo')}
          </Typography>
        )}
      </Box>
      <Button component="label" size="small" variant="outlined" startIcon={<CloudUpload />} loading={upload.isPending}>
        {t('platform.whiteLabel.upload')}
        <input
          hidden
          type="file"
          accept="image/*,.ico"
          aria-label={`${t('platform.whiteLabel.upload')}: ${label}`}
          onChange={choose}
        />
      </Button>
    </Stack>
  );
}
