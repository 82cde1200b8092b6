import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseButtons } from '../../lib/message-body';
import { ButtonLabels } from './button-labels';
import type { MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** '[BOTOES]' messages: body, footer and the buttons. */
export function ButtonsMessage({ message }: MediaProps) {
  const payload = parseButtons(message.body);
  if (!payload) return <TextMessage body={message.body} />;
  return (
    <Box sx={{ minWidth: 220 }} data-testid="buttons-message">
      <TextMessage body={payload.body} />
      {payload.footer && (
        <Typography variant="caption" color="text.secondary">
          {payload.footer}
        </Typography>
      )}
      <ButtonLabels buttons={payload.buttons} />
    </Box>
  );
}
