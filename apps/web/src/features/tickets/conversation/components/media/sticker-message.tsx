import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { MediaProps } from './media-props';

export function StickerMessage({ message }: MediaProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="img"
      src={message.mediaUrl ?? undefined}
      alt={t('conversation.media.sticker')}
      sx={{ width: 150, height: 150 }}
    />
  );
}
