import Typography from '@mui/material/Typography';

/** Plain text, line breaks kept; React escapes it, so any body is safe to show. */
export function TextMessage({ body }: { body: string }) {
  return (
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {body}
    </Typography>
  );
}
