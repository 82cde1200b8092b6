/**
 * WhatsApp's text formatting, parsed into a tree that renderers turn into elements (never HTML
 * strings): `*bold*`, `_italic_`, `~strike~`, ```monospace``` (may span lines, shown verbatim) and
 * `inline code`. As on WhatsApp, a marker opens only at the start of a word (not after a letter or
 * digit: `5*3*2`, `file_name`) before a non-space, and closes after a non-space, not followed by a
 * letter or digit, on the same line; an unclosed marker is plain text. Web addresses are kept whole
 * (their `_` and `*` never format) so that renderers can link them. Framework-free: the web chat
 * widget uses it too.
 */
export type FormatNode =
  | { type: 'text'; text: string }
  | { type: 'bold' | 'italic' | 'strike'; children: FormatNode[] }
  | { type: 'monospace' | 'code'; text: string }
  | { type: 'link'; url: string };

const styles = { '*': 'bold', _: 'italic', '~': 'strike' } as const;
type StyleMarker = keyof typeof styles;
const isStyleMarker = (char: string): char is StyleMarker => Object.hasOwn(styles, char);

const wordChar = /[\p{L}\p{N}]/u;
const isWordChar = (char: string | undefined) => char !== undefined && wordChar.test(char);
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const urlAt = /https?:\/\/[^\s<>"]+/iy;
/** Punctuation and markers that end a sentence rather than the address: `(see https://x.y/a).` */
const urlTail = /[.,;:!?)\]'"*_~]+$/;

/** The web address starting at `index` (not inside a word), without trailing punctuation. */
function urlStartingAt(text: string, index: number, end: number): string | null {
  if (isWordChar(text[index - 1])) return null;
  urlAt.lastIndex = index;
  const match = urlAt.exec(text);
  if (!match) return null;
  const url = match[0].slice(0, end - index).replace(urlTail, '');
  return /^https?:\/\/\S/i.test(url) ? url : null;
}

const opens = (text: string, index: number, end: number) =>
  !isWordChar(text[index - 1]) && index + 1 < end && !isSpace(text[index + 1]) && text[index + 1] !== text[index];

/** Where the marker opened at `index` closes before `end` on the same line, or -1. */
function closingOf(text: string, index: number, end: number): number {
  const marker = text[index];
  for (let at = index + 1; at < end; at++) {
    const char = text[at];
    if (char === '\n') return -1;
    const url = urlStartingAt(text, at, end);
    if (url) {
      at += url.length - 1;
      continue;
    }
    if (char === marker && at > index + 1 && !isSpace(text[at - 1]) && !isWordChar(text[at + 1])) return at;
  }
  return -1;
}

function parseRange(text: string, start: number, end: number): FormatNode[] {
  const nodes: FormatNode[] = [];
  let plain = '';
  const push = (node: FormatNode) => {
    if (plain) nodes.push({ type: 'text', text: plain });
    plain = '';
    nodes.push(node);
  };
  let index = start;
  while (index < end) {
    const url = urlStartingAt(text, index, end);
    if (url) {
      push({ type: 'link', url });
      index += url.length;
      continue;
    }
    if (text.startsWith('```', index)) {
      const close = text.indexOf('```', index + 3);
      if (close > index + 3 && close + 3 <= end) {
        push({ type: 'monospace', text: text.slice(index + 3, close) });
        index = close + 3;
        continue;
      }
    }
    const char = text[index] as string;
    const close = (char === '`' || isStyleMarker(char)) && opens(text, index, end) ? closingOf(text, index, end) : -1;
    if (close < 0) {
      plain += char;
      index++;
      continue;
    }
    push(
      char === '`'
        ? { type: 'code', text: text.slice(index + 1, close) }
        : { type: styles[char as StyleMarker], children: parseRange(text, index + 1, close) },
    );
    index = close + 1;
  }
  if (plain) nodes.push({ type: 'text', text: plain });
  return nodes;
}

export function parseWhatsAppText(text: string): FormatNode[] {
  return parseRange(text, 0, text.length);
}

/**
 * The first `max` visible characters (markers do not count, a marker never dangles), then '...'
 * when something was cut: list previews cut the text the reader sees, not the markup.
 */
export function clipFormatted(nodes: FormatNode[], max: number): FormatNode[] {
  let left = max;
  let cut = false;
  const clip = (list: FormatNode[]): FormatNode[] => {
    const kept: FormatNode[] = [];
    for (const node of list) {
      if (left <= 0) {
        cut = true;
        break;
      }
      if ('children' in node) {
        kept.push({ ...node, children: clip(node.children) });
        continue;
      }
      const chars = [...(node.type === 'link' ? node.url : node.text)];
      if (chars.length <= left) {
        kept.push(node);
        left -= chars.length;
        continue;
      }
      const text = chars.slice(0, left).join('');
      kept.push(node.type === 'link' ? { type: 'text', text } : { ...node, text });
      left = 0;
      cut = true;
    }
    return kept;
  };
  const kept = clip(nodes);
  return cut ? [...kept, { type: 'text', text: '...' }] : kept;
}
