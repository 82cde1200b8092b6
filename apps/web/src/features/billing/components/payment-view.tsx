import type { SubscriptionAnswer } from '@chatdesk/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/copy-field';
import { formatMoney } from '../lib/format';

const providerLinks = [
  ['stripeURL', 'stripe'],
  ['asaasURL', 'asaas'],
  ['mercadopagoURL', 'mercadopago'],
] as const;

/**
 * The payment view after PAGAR: the amount the server charges (`valorext`), the Pix QR code with
 * its copy-paste code, and a button per configured provider's page (opened in a new tab).
 * `renewedText`: the renewal message once the live CONCLUIDA event arrived.
 */
export function PaymentView({ answer, renewedText }: { answer: SubscriptionAnswer; renewedText: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      {renewedText ? (
        <Alert severity="success" role="status">
          {renewedText}
        </Alert>
      ) : (
        <Alert severity="info">{t('platform.checkout.waiting')}</Alert>
      )}
      <Typography variant="h6" component="p">
        {t('platform.checkout.amount', { price: formatMoney(answer.valorext, i18n.language) })}
      </Typography>
      {answer.qrcode ? (
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3" sx={{ alignSelf: 'flex-start' }}>
            {t('platform.checkout.pix')}
          </Typography>
          <Box
            component="img"
            src={answer.qrcode.imagemQrcode}
            alt={t('platform.checkout.pixImage')}
            sx={{ width: 220, maxWidth: '100%', aspectRatio: '1', bgcolor: 'common.white', p: 1, borderRadius: 1 }}
          />
          <CopyField
            label={t('platform.checkout.pixCode')}
            value={answer.qrcode.qrcode}
            copyLabel={t('platform.checkout.copy')}
            copiedText={t('platform.checkout.copied')}
            testId="pix-code"
          />
        </Stack>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {providerLinks.map(([field, provider]) => {
          const url = answer[field];
          return url ? (
            <Button key={provider} variant="outlined" href={url} target="_blank" rel="noopener noreferrer">
              {t(`platform.checkout.payWith.${provider}`)}
            </Button>
          ) : null;
        })}
      </Stack>
    </Stack>
  );
}
