import { type GlobalSettingKey, whitelabelLogoKey, whitelabelLogoModes } from '@chatdesk/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalSettings } from '../api/get-settings';
import { useUpdateSetting } from '../api/update-setting';
import { GlobalSettingsSection } from './global-settings-section';
import { LogoUpload } from './logo-upload';
import { SettingColor, SettingTextField } from './setting-fields';

/** Spec 2 §9 default theme colours, shown until the super user picks others. */
const defaultColors = { primaryColorLight: '#0000FF', primaryColorDark: '#39ACE7' } as const;
const colorKeys = ['primaryColorLight', 'primaryColorDark'] as const;

/**
 * White-label branding (colours, app name, logos) plus the global section (super user). Every
 * save refreshes the `['public-settings']` queries the shell themes itself from.
 */
export function WhiteLabelTab() {
  const { t } = useTranslation();
  const settings = useGlobalSettings();
  const update = useUpdateSetting();
  const { mutate } = update;
  const save = useCallback((key: GlobalSettingKey, value: string) => mutate({ key, value }), [mutate]);

  if (!settings.data) {
    return settings.isPending ? <CircularProgress aria-label={t('common.loading')} /> : null;
  }
  const value = settings.data;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('platform.whiteLabel.title')}
          </Typography>
          <Grid container spacing={2}>
            {colorKeys.map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
                <SettingColor
                  key={value(key)}
                  name={key}
                  label={t(`platform.whiteLabel.${key}`)}
                  value={value(key) || defaultColors[key]}
                  onSave={(next) => save(key, next)}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, md: 6 }}>
              <SettingTextField
                key={value('appName')}
                name="appName"
                label={t('platform.whiteLabel.appName')}
                helperText={t('platform.whiteLabel.appNameHint')}
                value={value('appName')}
                maxLength={60}
                onSave={(next) => save('appName', next)}
              />
            </Grid>
          </Grid>
          <Typography variant="subtitle1" component="h3">
            {t('platform.whiteLabel.logos')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            {whitelabelLogoModes.map((mode) => (
              <LogoUpload key={mode} mode={mode} url={value(whitelabelLogoKey[mode])} />
            ))}
          </Stack>
        </Stack>
      </Paper>
      <GlobalSettingsSection value={value} onSave={save} />
    </Stack>
  );
}
