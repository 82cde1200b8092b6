import { formatMoney, messagePreview } from '@chatdesk/contracts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { readPix } from '../../lib/message-body';
import type { MediaProps } from './media-props';
import { TextMessage } from './text-message';
import { useMessageButtonActions } from './use-message-button-actions';

/** '[PIX]' messages: reference, items, total (cents shown in BRL) and the key to pay to. */
export function PixMessage({ message }: MediaProps) {
  const { t, i18n } = useTranslation();
  const actions = useMessageButtonActions();
  const pix = readPix(message);
  if (!pix) return <TextMessage body={messagePreview(message)} />;
  const key = pix.payment_settings.find((setting) => setting.pix_static_code)?.pix_static_code;
  return (
    <Box sx={{ minWidth: 220 }} data-testid="pix-message">
      <Typography sx={{ fontWeight: 600 }}>{t('conversation.media.pixTitle')}</Typography>
      <Typography variant="body2">{t('conversation.media.pixReference', { reference: pix.reference_id })}</Typography>
      {pix.order.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat a name and have no id
        <Typography key={`${item.name}-${index}`} variant="body2">
          {t('conversation.media.pixItem', { item: item.name })}
        </Typography>
      ))}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('conversation.media.pixTotal', { total: formatMoney(pix.total_amount, i18n.language) })}
      </Typography>
      {key && (
        <>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {key.key_type
              ? t('conversation.messageButtons.pixKeyTyped', { type: key.key_type, key: key.key })
              : t('conversation.messageButtons.pixKey', { key: key.key })}
          </Typography>
          {key.merchant_name && (
            <Typography variant="body2">
              {t('conversation.messageButtons.pixMerchant', { name: key.merchant_name })}
            </Typography>
          )}
          <Button
            fullWidth
            size="small"
            variant="outlined"
            startIcon={<ContentCopyIcon fontSize="small" />}
            onClick={() => actions.copyCode(key.key)}
            sx={{ mt: 1, textTransform: 'none' }}
          >
            {t('conversation.messageButtons.copyPixKey')}
          </Button>
        </>
      )}
    </Box>
  );
}
