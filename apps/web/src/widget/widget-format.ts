import { type FormatNode, parseWhatsAppText } from '../lib/whatsapp-format';

const styleTags = { bold: 'strong', italic: 'em', strike: 's' } as const;

function nodeOf(node: FormatNode): Node {
  switch (node.type) {
    case 'text':
      return document.createTextNode(node.text);
    case 'monospace':
    case 'code':
      return Object.assign(document.createElement('code'), { textContent: node.text });
    case 'link':
      return Object.assign(document.createElement('a'), {
        href: node.url,
        target: '_blank',
        rel: 'noopener noreferrer',
        textContent: node.url,
      });
    default: {
      const styled = document.createElement(styleTags[node.type]);
      styled.append(...node.children.map(nodeOf));
      return styled;
    }
  }
}

/**
 * A message text with WhatsApp's formatting as DOM nodes (the same parser as the panel's bubbles):
 * what attendants write with `*bold*` reads the same on the site. Every piece is a text node or an
 * element whose text is set as text, never HTML; links are only the http(s) addresses found.
 */
export function formattedText(text: string): Node[] {
  return parseWhatsAppText(text).map(nodeOf);
}
