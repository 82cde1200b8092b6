import type { secretSettingKeys } from '@chatdesk/contracts';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSecretSettingFlags } from '../api/get-settings';
import { useUpdateSecretSetting } from '../api/update-setting';
import { SecretSettingField } from './secret-setting-field';

type SecretKey = (typeof secretSettingKeys)[number];
type GroupId = 'efi' | 'mercadopago' | 'stripe' | 'asaas' | 'openai';

/**
 * The secret global keys by provider (product names, the same in every language); those with a
 * webhook show the address to give the provider.
 */
const groups: readonly { id: GroupId; name: string; keys: readonly SecretKey[]; webhook: boolean }[] = [
  { id: 'efi', name: 'Efí (Pix)', keys: ['eficlientid', 'eficlientsecret', 'efichavepix'], webhook: false },
  { id: 'mercadopago', name: 'Mercado Pago', keys: ['mpaccesstoken', 'mpwebhooksecret'], webhook: true },
  { id: 'stripe', name: 'Stripe', keys: ['stripeprivatekey', 'stripewebhooksecret'], webhook: true },
  { id: 'asaas', name: 'Asaas', keys: ['asaastoken', 'asaaswebhooktoken'], webhook: true },
  { id: 'openai', name: 'OpenAI', keys: ['openaikeyaudio'], webhook: false },
];

/**
 * The payment-provider credentials (and the transcription key) of the global section: each shows
 * only whether it is set; a value never reaches the page, the query cache or storage.
 */
export function PaymentCredentials() {
  const { t } = useTranslation();
  const isSet = useSecretSettingFlags().data;
  const update = useUpdateSecretSetting();
  return (
    <Grid container spacing={2}>
      {groups.map(({ id, name, keys, webhook }) => (
        <Grid key={id} size={{ xs: 12, lg: 6 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Stack spacing={1.5}>
              <Typography variant="subtitle2" component="h4">
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`platform.credentials.help.${id}`)}
              </Typography>
              {webhook ? (
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {t('platform.credentials.webhookUrl', {
                    url: `${window.location.origin}/api/billing/webhooks/${id}`,
                  })}
                </Typography>
              ) : null}
              {keys.map((key) => (
                <SecretSettingField
                  key={key}
                  name={key}
                  label={t(`platform.global.${key}`)}
                  isSet={isSet?.(key) ?? false}
                  pending={update.pending}
                  onSave={(value, onSaved) => update.save({ key, value }, onSaved)}
                />
              ))}
            </Stack>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
