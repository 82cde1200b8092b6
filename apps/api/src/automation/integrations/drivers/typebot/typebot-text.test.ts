import { describe, expect, it } from 'vitest';
import { answerForInput } from './typebot-replies';
import { bubbleText } from './typebot-text';

describe('Typebot texts', () => {
  it('reads markdown and the old plain text format with WhatsApp marks', () => {
    expect(
      bubbleText({ type: 'markdown', markdown: '**Oi** *você*, veja [o site](https://x.example) ~~não~~ 1\\.' }),
    ).toBe('*Oi* _você_, veja o site (https://x.example) ~não~ 1.');
    expect(bubbleText({ plainText: ' Olá ', html: '<div>Olá</div>' })).toBe('Olá');
    expect(
      bubbleText({
        type: 'richText',
        richText: [{ type: 'p', children: [{ text: ' ' }, { text: 'Oi ', bold: true }] }],
      }),
    ).toBe('*Oi*');
    expect(bubbleText(null)).toBe('');
  });

  it('maps numbers to buttons, several for a multiple choice, and leaves anything else as typed', () => {
    const single = { id: 'i', type: 'choice input', choices: ['Vendas', 'Suporte'], multiple: false };
    expect(answerForInput(single, '2')).toBe('Suporte');
    expect(answerForInput(single, '*1*')).toBe('Vendas');
    expect(answerForInput(single, '1 2')).toBe('1 2');
    expect(answerForInput(single, '3')).toBe('3');
    expect(answerForInput({ ...single, multiple: true }, '2, 1')).toBe('Suporte, Vendas');
    expect(answerForInput({ ...single, choices: [] }, '2')).toBe('2');
    expect(answerForInput(null, '2')).toBe('2');
  });
});
