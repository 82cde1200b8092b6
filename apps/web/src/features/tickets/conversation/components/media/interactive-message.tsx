import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseInteractive } from '../../lib/message-body';
import { ButtonLabels } from './button-labels';
import type { MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** interactiveMessage (dataJson {header, body, footer, buttons}). */
export function InteractiveMessage({ message }: MediaProps) {
  const payload = parseInteractive(message.dataJson);
  if (!payload) return <TextMessage body={message.body} />;
  return (
    <Box sx={{ minWidth: 220 }} data-testid="interactive-message">
      {payload.header && <Typography sx={{ fontWeight: 600 }}>{payload.header}</Typography>}
      <TextMessage body={payload.body || message.body} />
      {payload.footer && (
        <Typography variant="caption" color="text.secondary">
          {payload.footer}
        </Typography>
      )}
      <ButtonLabels buttons={payload.buttons} />
    </Box>
  );
}
