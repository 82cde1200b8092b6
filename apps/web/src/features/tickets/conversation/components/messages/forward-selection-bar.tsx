import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** While messages are being chosen for forwarding: how many, forward them, or give up. */
export function ForwardSelectionBar({
  count,
  onForward,
  onCancel,
}: {
  count: number;
  onForward: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" sx={{ flex: 1 }}>
        {t('conversation.forward.selected', { count })}
      </Typography>
      <Button onClick={onCancel}>{t('conversation.forward.cancelSelection')}</Button>
      <Button variant="contained" onClick={onForward}>
        {t('conversation.forward.selectMore')}
      </Button>
    </Box>
  );
}
