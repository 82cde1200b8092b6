import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { type ReactNode, useMemo } from 'react';
import { clipFormatted, type FormatNode, parseWhatsAppText } from '../lib/whatsapp-format';

const codeSx = { fontFamily: 'monospace', fontSize: '0.95em' } as const;
// Bubbles keep their own colours in both themes: tints follow the text colour, not the theme's palette.
const inlineCodeSx = {
  ...codeSx,
  backgroundColor: 'color-mix(in srgb, currentColor 12%, transparent)',
  borderRadius: 0.5,
  px: 0.5,
} as const;
const linkSx = { color: 'inherit', textDecorationColor: 'currentColor', overflowWrap: 'anywhere' } as const;

function renderNodes(nodes: FormatNode[], links: boolean): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${index}-${node.type}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'bold':
        return <strong key={key}>{renderNodes(node.children, links)}</strong>;
      case 'italic':
        return <em key={key}>{renderNodes(node.children, links)}</em>;
      case 'strike':
        return <s key={key}>{renderNodes(node.children, links)}</s>;
      case 'monospace':
        return (
          <Box key={key} component="code" sx={codeSx}>
            {node.text}
          </Box>
        );
      case 'code':
        return (
          <Box key={key} component="code" sx={inlineCodeSx}>
            {node.text}
          </Box>
        );
      default:
        // A web address (the only kind left).
        return links ? (
          <Link key={key} href={node.url} target="_blank" rel="noopener noreferrer" underline="always" sx={linkSx}>
            {node.url}
          </Link>
        ) : (
          node.url
        );
    }
  });
}

/**
 * A message text with WhatsApp's formatting (lib/whatsapp-format.ts) as elements. React escapes
 * every piece, so any text is safe to show. `links` off where the text sits inside something
 * clickable (a ticket row): an address then shows as text. `maxLength` cuts the visible text ('...').
 */
export function WhatsAppText({ text, links = true, maxLength }: { text: string; links?: boolean; maxLength?: number }) {
  const nodes = useMemo(() => {
    const parsed = parseWhatsAppText(text);
    return maxLength === undefined ? parsed : clipFormatted(parsed, maxLength);
  }, [text, maxLength]);
  return <>{renderNodes(nodes, links)}</>;
}
