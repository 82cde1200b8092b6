import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MessageButton } from '../../lib/message-body';

/** What a button shows: its text, and the number, link or code it carries. */
const detailOf = (button: MessageButton) => button.phone_number ?? button.url ?? button.copy_code ?? '';

export function ButtonLabels({ buttons }: { buttons: readonly MessageButton[] }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 1 }}>
      {buttons.map((button, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: buttons may repeat a name and have no id
          key={`${button.name}-${index}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1, py: 0.5, textAlign: 'center' }}
        >
          <Typography variant="body2" color="primary">
            {button.display_text ?? button.name}
          </Typography>
          {detailOf(button) && (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {detailOf(button)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
