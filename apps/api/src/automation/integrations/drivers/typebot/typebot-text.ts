/**
 * Typebot's text bubbles → the plain text of a chat message. Typebot sends rich text as a tree of
 * blocks (paragraphs, headings, lists, links, variables) holding leaves with marks; chat channels
 * show plain text with WhatsApp's marks, so bold becomes *x*, italic _x_, strikethrough ~x~, each
 * block its own line and a link `label (url)`.
 */

type Node = Record<string, unknown>;

const blockTypes = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'li',
  'lic',
  'ul',
  'ol',
  'variable',
]);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const childrenOf = (node: Node): Node[] => (Array.isArray(node.children) ? node.children.filter(isNode) : []);
const isBlock = (node: Node) => typeof node.type === 'string' && blockTypes.has(node.type);

/** A mark around a leaf's text, keeping its surrounding spaces outside (WhatsApp needs `*x*`, not `* x *`). */
function mark(text: string, sign: string): string {
  const match = /^(\s*)(.*?)(\s*)$/s.exec(text);
  if (!match?.[2]) return text;
  return `${match[1]}${sign}${match[2]}${sign}${match[3]}`;
}

function leaf(node: Node & { text: string }): string {
  let text = node.text;
  if (node.bold) text = mark(text, '*');
  if (node.italic) text = mark(text, '_');
  if (node.strikethrough) text = mark(text, '~');
  return text;
}

function render(node: Node): string {
  if (typeof node.text === 'string') return leaf(node as Node & { text: string });
  const children = childrenOf(node);
  if (node.type === 'ul' || node.type === 'ol') {
    return children.map((item, index) => `${node.type === 'ol' ? `${index + 1}.` : '•'} ${render(item)}`).join('\n');
  }
  const body = joinChildren(children);
  if (node.type === 'a' && typeof node.url === 'string' && node.url) {
    return body && body !== node.url ? `${body} (${node.url})` : node.url;
  }
  return body;
}

/** Inline children run together; a block child starts on its own line. */
function joinChildren(children: readonly Node[]): string {
  let text = '';
  children.forEach((child, index) => {
    const rendered = render(child);
    const previous = children[index - 1];
    if (index > 0 && (isBlock(child) || (previous && isBlock(previous)))) text += '\n';
    text += rendered;
  });
  return text;
}

export function richTextToPlain(richText: unknown): string {
  if (!Array.isArray(richText)) return '';
  return joinChildren(richText.filter(isNode)).trim();
}

/** Typebot's markdown format (textBubbleContentFormat 'markdown') → WhatsApp's marks. */
export function markdownToPlain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\(([^)\s]+)\)/g, (_all, label: string, url: string) =>
      label && label !== url ? `${label} (${url})` : url,
    )
    .replace(/\*\*(.+?)\*\*|\*(.+?)\*/g, (_all, bold?: string, italic?: string) => (bold ? `*${bold}*` : `_${italic}_`))
    .replace(/~~(.+?)~~/g, '~$1~')
    .replace(/\\([\\`*_{}[\]()#+\-.!~])/g, '$1')
    .trim();
}

/** A text bubble's content in any of the formats Typebot versions answer with. */
export function bubbleText(content: unknown): string {
  if (!isNode(content)) return '';
  if (Array.isArray(content.richText)) return richTextToPlain(content.richText);
  if (typeof content.markdown === 'string') return markdownToPlain(content.markdown);
  // Typebot 2.x answered plainText/html.
  if (typeof content.plainText === 'string') return content.plainText.trim();
  return '';
}
