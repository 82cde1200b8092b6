import { describe, expect, it } from 'vitest';
import { searchMatches, searchSnippet } from './search-match';

describe('searchMatches', () => {
  it('finds the term ignoring accents and case, as indexes into the original text', () => {
    const text = 'Preço da AÇÃO e ação';
    expect(searchMatches(text, 'acao').map(({ start, end }) => text.slice(start, end))).toEqual(['AÇÃO', 'ação']);
    expect(searchMatches(text, 'PREÇO')).toEqual([{ start: 0, end: 5 }]);
    expect(searchMatches(text, '  ')).toEqual([]);
    expect(searchMatches(text, 'boleto')).toEqual([]);
  });

  it('keeps indexes right after characters that fold to nothing or span two code units', () => {
    const text = '😀 e\u0301 café';
    const [match] = searchMatches(text, 'cafe');
    expect(match && text.slice(match.start, match.end)).toBe('café');
  });

  it('folds ASCII and other letters alike, wherever they sit in the text', () => {
    const text = 'REEMBOLSO, Reembólso e reembolsó! İstanbul ÇAĞRI';
    const found = (term: string) => searchMatches(text, term).map(({ start, end }) => text.slice(start, end));
    expect(found('reembolso')).toEqual(['REEMBOLSO', 'Reembólso', 'reembolsó']);
    expect(found('REEMBOLSO!')).toEqual(['reembolsó!']);
    expect(found('cagri')).toEqual(['ÇAĞRI']);
    expect(found('[')).toEqual([]);
  });
});

describe('searchSnippet', () => {
  it('cuts a long message around the match on one line, marking the cuts', () => {
    const body = `${'a'.repeat(50)}\nquero o boleto\n${'b'.repeat(200)}`;
    const snippet = searchSnippet(body, 'BOLETO');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('a quero o boleto b');
    expect(snippet.length).toBeLessThan(140);
  });

  it('keeps a short message whole', () => {
    expect(searchSnippet('Olá, tudo bem?', 'tudo')).toBe('Olá, tudo bem?');
  });
});
