import { describe, expect, it } from 'vitest';
import { clipFormatted, type FormatNode, parseWhatsAppText } from './whatsapp-format';

const text = (value: string): FormatNode => ({ type: 'text', text: value });
const bold = (...children: FormatNode[]): FormatNode => ({ type: 'bold', children });
const italic = (...children: FormatNode[]): FormatNode => ({ type: 'italic', children });
const strike = (...children: FormatNode[]): FormatNode => ({ type: 'strike', children });
const link = (url: string): FormatNode => ({ type: 'link', url });

describe('parseWhatsAppText', () => {
  it('reads the signature line as bold, the text after it as plain', () => {
    expect(parseWhatsAppText('*Beatriz (Vendas):*\nOlá!')).toEqual([bold(text('Beatriz (Vendas):')), text('\nOlá!')]);
  });

  it('formats bold, italic, strike, monospace and inline code', () => {
    expect(parseWhatsAppText('a *b* _c_ ~d~ ```e *f*``` `g_h_`')).toEqual([
      text('a '),
      bold(text('b')),
      text(' '),
      italic(text('c')),
      text(' '),
      strike(text('d')),
      text(' '),
      { type: 'monospace', text: 'e *f*' },
      text(' '),
      { type: 'code', text: 'g_h_' },
    ]);
  });

  it('nests styles inside each other', () => {
    expect(parseWhatsAppText('*_tudo_ junto* e _~riscado~_')).toEqual([
      bold(italic(text('tudo')), text(' junto')),
      text(' e '),
      italic(strike(text('riscado'))),
    ]);
  });

  it('leaves markers inside words, around spaces, empty or unclosed as text', () => {
    for (const plain of ['5*3*2', 'nome_do_arquivo.pdf', 'a * b * c', '** __', '*aberto', 'fim_', '*x*y', '_a\nb_']) {
      expect(parseWhatsAppText(plain)).toEqual([text(plain)]);
    }
  });

  it('closes after punctuation and before it, as WhatsApp does', () => {
    expect(parseWhatsAppText('(*sim*), _não_.')).toEqual([
      text('('),
      bold(text('sim')),
      text('), '),
      italic(text('não')),
      text('.'),
    ]);
  });

  it('keeps web addresses whole: their underscores and asterisks never format', () => {
    expect(parseWhatsAppText('veja https://loja.com/_promo_/a*b*c, ok')).toEqual([
      text('veja '),
      link('https://loja.com/_promo_/a*b*c'),
      text(', ok'),
    ]);
    expect(parseWhatsAppText('_leia https://x.com/a_b_')).toEqual([italic(text('leia '), link('https://x.com/a_b'))]);
    expect(parseWhatsAppText('*http://a.com*')).toEqual([bold(link('http://a.com'))]);
    expect(parseWhatsAppText('javascript:alert(1) xhttps://a.com')).toEqual([
      text('javascript:alert(1) xhttps://a.com'),
    ]);
  });

  it('lets monospace span lines and keeps its contents verbatim', () => {
    expect(parseWhatsAppText('```\nlinha *1*\nlinha 2```!')).toEqual([
      { type: 'monospace', text: '\nlinha *1*\nlinha 2' },
      text('!'),
    ]);
    expect(parseWhatsAppText('```aberto')).toEqual([text('```aberto')]);
  });

  it('returns nothing for an empty text', () => {
    expect(parseWhatsAppText('')).toEqual([]);
  });
});

describe('clipFormatted', () => {
  it('counts the characters a reader sees and closes every style it cuts', () => {
    const nodes = parseWhatsAppText('*Beatriz:*\nOlá, _tudo bem_?');
    expect(clipFormatted(nodes, 100)).toEqual(nodes);
    expect(clipFormatted(nodes, 15)).toEqual([bold(text('Beatriz:')), text('\nOlá, '), italic(text('t')), text('...')]);
    expect(clipFormatted(parseWhatsAppText('https://loja.com/x'), 8)).toEqual([text('https://'), text('...')]);
  });

  it('cuts between emoji, not inside them', () => {
    expect(clipFormatted([text('👋👋👋')], 2)).toEqual([text('👋👋'), text('...')]);
  });
});
