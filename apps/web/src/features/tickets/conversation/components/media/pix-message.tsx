import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBrl, parsePix } from '../../lib/message-body';
import type { MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** '[PIX]' messages: reference, total (cents shown in BRL) and the first item. */
export function PixMessage({ message }: MediaProps) {
  const { t } = useTranslation();
  const pix = parsePix(message.body);
  if (!pix) return <TextMessage body={message.body} />;
  const firstItem = pix.order.items[0]?.name;
  return (
    <Box sx={{ minWidth: 200 }} data-testid="pix-message">
      <Typography sx={{ fontWeight: 600 }}>{t('conversation.media.pixTitle')}</Typography>
      <Typography variant="body2">{t('conversation.media.pixReference', { reference: pix.reference_id })}</Typography>
      <Typography variant="body2">
        {t('conversation.media.pixTotal', { total: formatBrl(pix.total_amount.value) })}
      </Typography>
      {firstItem && <Typography variant="body2">{t('conversation.media.pixItem', { item: firstItem })}</Typography>}
    </Box>
  );
}
