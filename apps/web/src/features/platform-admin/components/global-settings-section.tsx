import { downloadLimitOptions, type GlobalSettingKey } from '@chatdesk/contracts';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PaymentCredentials } from './payment-credentials';
import { SettingSelect } from './setting-fields';

/** Spec 2 §9: the download limit defaults to 64 MB. */
export const defaultDownloadLimit = '64';

/**
 * Spec 2 §2: the super user's global section: userCreation, downloadLimit, allowSignup and the
 * payment-provider credentials (with the audio-transcription key, the other secret global key),
 * masked: only whether each is set.
 */
export function GlobalSettingsSection({
  value,
  onSave,
}: {
  value: (key: GlobalSettingKey) => string;
  onSave: (key: GlobalSettingKey, value: string) => void;
}) {
  const { t } = useTranslation();
  const toggles = [
    { value: 'enabled', label: t('platform.common.enabled') },
    { value: 'disabled', label: t('platform.common.disabled') },
  ];
  const limits = downloadLimitOptions.map((limit) => ({ value: String(limit), label: `${limit} MB` }));

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('platform.global.title')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <SettingSelect
              name="userCreation"
              label={t('platform.global.userCreation')}
              value={value('userCreation') || 'enabled'}
              options={toggles}
              onSave={(next) => onSave('userCreation', next)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SettingSelect
              name="downloadLimit"
              label={t('platform.global.downloadLimit')}
              value={value('downloadLimit') || defaultDownloadLimit}
              options={limits}
              onSave={(next) => onSave('downloadLimit', next)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SettingSelect
              name="allowSignup"
              label={t('platform.global.allowSignup')}
              value={value('allowSignup') || 'disabled'}
              options={toggles}
              onSave={(next) => onSave('allowSignup', next)}
            />
          </Grid>
        </Grid>
        <Typography variant="subtitle1" component="h3">
          {t('platform.global.credentials')}
        </Typography>
        <PaymentCredentials />
      </Stack>
    </Paper>
  );
}
