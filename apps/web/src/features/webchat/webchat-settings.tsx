import type { WebchatSettingsAnswer } from '@chatdesk/contracts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyField } from '../../components/copy-field';
import { toast } from '../../lib/toast';
import { useRegenerateIdentitySecret, useUpdateWebchatSettings, useWebchatSettings } from './api/webchat-settings';
import { OriginsEditor } from './components/origins-editor';

/** The one line a company pastes into its site; the API serves the SPA and the script from one origin. */
export const embedSnippetOf = (settings: Pick<WebchatSettingsAnswer, 'scriptPath'>, origin = window.location.origin) =>
  `<script src="${origin}${settings.scriptPath}" async></script>`;

/**
 * The web chat settings of one webchat connection, for the connection edit modal
 * (mounted there by the connections page): allowed origins, the window's look, the optional
 * identity secret, and the embed snippet.
 */
export function WebchatConnectionSettings({ connectionId }: { connectionId: number }) {
  const { t } = useTranslation();
  const query = useWebchatSettings(connectionId);
  if (!query.data) return <CircularProgress aria-label={t('webchat.loading')} sx={{ alignSelf: 'center' }} />;
  return <SettingsForm key={query.data.widgetKey} settings={query.data} />;
}

function SettingsForm({ settings }: { settings: WebchatSettingsAnswer }) {
  const { t } = useTranslation();
  const update = useUpdateWebchatSettings(settings.connectionId);
  const regenerate = useRegenerateIdentitySecret(settings.connectionId);
  const [draft, setDraft] = useState({
    allowedOrigins: settings.allowedOrigins,
    title: settings.title,
    color: settings.color,
    greeting: settings.greeting,
  });
  const [confirming, setConfirming] = useState(false);
  const set = (patch: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = () => update.mutate(draft, { onSuccess: () => toast.success(t('webchat.toasts.saved')) });
  const renewSecret = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => toast.success(t('webchat.toasts.secretGenerated')),
      onSettled: () => setConfirming(false),
    });

  return (
    <Stack spacing={2} component="section" aria-labelledby="webchat-settings-title">
      <Typography id="webchat-settings-title" variant="subtitle1">
        {t('webchat.title')}
      </Typography>
      <OriginsEditor origins={draft.allowedOrigins} onChange={(allowedOrigins) => set({ allowedOrigins })} />
      <Stack direction="row" spacing={1}>
        <TextField
          label={t('webchat.look.widgetTitle')}
          value={draft.title}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 60 } }}
          onChange={(event) => set({ title: event.target.value })}
        />
        <TextField
          label={t('webchat.look.color')}
          type="color"
          value={draft.color}
          size="small"
          sx={{ width: 110 }}
          onChange={(event) => set({ color: event.target.value })}
        />
      </Stack>
      <TextField
        label={t('webchat.look.greeting')}
        value={draft.greeting}
        size="small"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        onChange={(event) => set({ greeting: event.target.value })}
      />
      <Button variant="contained" onClick={save} disabled={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('webchat.save')}
      </Button>

      <CopyField
        label={t('webchat.snippet.label')}
        helperText={t('webchat.snippet.help')}
        copyLabel={t('webchat.snippet.copy')}
        copiedText={t('webchat.toasts.copied')}
        value={embedSnippetOf(settings)}
        multiline
        testId="webchat-snippet"
      />

      <Stack spacing={1}>
        <CopyField
          label={t('webchat.identity.label')}
          helperText={t('webchat.identity.help')}
          copyLabel={t('webchat.identity.copy')}
          copiedText={t('webchat.toasts.copied')}
          value={settings.identitySecret ?? ''}
          testId="webchat-identity-secret"
        />
        <Button
          variant="outlined"
          onClick={() => (settings.identitySecret ? setConfirming(true) : renewSecret())}
          disabled={regenerate.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t(settings.identitySecret ? 'webchat.identity.regenerate' : 'webchat.identity.generate')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('webchat.identity.regenerate')}
        text={t('webchat.identity.confirmRegenerate')}
        confirmLabel={t('webchat.identity.regenerate')}
        cancelLabel={t('webchat.cancel')}
        destructive
        pending={regenerate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={renewSecret}
      />
    </Stack>
  );
}
