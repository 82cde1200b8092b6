import Typography from '@mui/material/Typography';
import { WhatsAppText } from '../../../../../components/whatsapp-text';

/** The text with WhatsApp's formatting (the signature line in bold), line breaks kept; never HTML. */
export function TextMessage({ body }: { body: string }) {
  return (
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <WhatsAppText text={body} />
    </Typography>
  );
}
