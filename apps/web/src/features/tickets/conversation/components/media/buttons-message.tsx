import { messagePreview } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { readButtons } from '../../lib/message-body';
import type { MediaProps } from './media-props';
import { MessageButtons } from './message-buttons';
import { TextMessage } from './text-message';

/** '[BOTOES]' and interactive messages: header, body, footer and the buttons, which act. */
export function ButtonsMessage({ message }: MediaProps) {
  const payload = readButtons(message);
  if (!payload) return <TextMessage body={messagePreview(message)} />;
  return (
    <Box sx={{ minWidth: 220 }} data-testid="buttons-message">
      {payload.header && <Typography sx={{ fontWeight: 600 }}>{payload.header}</Typography>}
      <TextMessage body={payload.body} />
      {payload.footer && (
        <Typography variant="caption" color="text.secondary">
          {payload.footer}
        </Typography>
      )}
      <MessageButtons buttons={payload.buttons} />
    </Box>
  );
}
