import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { readList } from '../../lib/message-body';
import type { MediaProps } from './media-props';
import { TextMessage } from './text-message';

/** Title, description, sections with their rows, footer and the button text. */
export function ListMessage({ message }: MediaProps) {
  const list = readList(message);
  if (!list) return <TextMessage body={message.body} />;
  return (
    <Box sx={{ minWidth: 220 }} data-testid="list-message">
      {list.title && <Typography sx={{ fontWeight: 600 }}>{list.title}</Typography>}
      {list.description && <TextMessage body={list.description} />}
      {list.sections.map((section, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: sections may repeat a title and have no id
          key={`${section.title}-${index}`}
          sx={{ mt: 1 }}
        >
          <Typography variant="subtitle2">{section.title}</Typography>
          {section.rows.map((row, rowIndex) => (
            <Box key={row.rowId || `${row.title}-${rowIndex}`} sx={{ pl: 1 }}>
              <Typography variant="body2">{row.title}</Typography>
              {row.description && (
                <Typography variant="caption" color="text.secondary">
                  {row.description}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      ))}
      {list.footerText && (
        <Typography variant="caption" color="text.secondary">
          {list.footerText}
        </Typography>
      )}
      {list.buttonText && (
        <>
          <Divider sx={{ my: 0.5 }} />
          <Typography variant="body2" color="primary" sx={{ textAlign: 'center' }}>
            {list.buttonText}
          </Typography>
        </>
      )}
    </Box>
  );
}
