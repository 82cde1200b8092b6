import { searchMatches } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The extra height of a row that shows its matching message. */
export const snippetLineHeight = 22;

/**
 * A search result's matching message (the API cuts it around the match) with every occurrence of
 * the term marked, accent- and case-insensitively like the search itself.
 */
export function SearchSnippet({ text, term }: { text: string; term: string }) {
  const { t } = useTranslation();
  const parts: { text: string; hit: boolean; at: number }[] = [];
  let from = 0;
  for (const { start, end } of searchMatches(text, term)) {
    if (start > from) parts.push({ text: text.slice(from, start), hit: false, at: from });
    parts.push({ text: text.slice(start, end), hit: true, at: start });
    from = end;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false, at: from });
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      noWrap
      component="p"
      aria-label={t('tickets.manager.searchMatch', { text })}
      sx={{ mt: 0.5, lineHeight: `${snippetLineHeight - 4}px` }}
    >
      {parts.map((part) =>
        part.hit ? (
          <Box
            component="mark"
            key={part.at}
            sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', borderRadius: 0.5, px: 0.25 }}
          >
            {part.text}
          </Box>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}
