import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageFixture } from '../../fixtures';
import { QuotedMessage } from '../messages/quoted-message';
import { TextMessage } from './text-message';

describe('TextMessage (message bubbles)', () => {
  it("shows a signed message's name in bold, not as '*Beatriz (Vendas):*', keeping the line break", () => {
    const { container } = render(<TextMessage body={'*Beatriz (Vendas):*\nSeu pedido _saiu_ hoje.'} />);
    expect(container.textContent).toBe('Beatriz (Vendas):\nSeu pedido saiu hoje.');
    expect(container.querySelector('strong')?.textContent).toBe('Beatriz (Vendas):');
    expect(container.querySelector('em')?.textContent).toBe('saiu');
    expect(getComputedStyle(container.firstElementChild as Element).whiteSpace).toBe('pre-wrap');
  });

  it('formats a quoted signed message the same way, without links', () => {
    const quoted = messageFixture({ fromMe: true, body: '*Beatriz:*\nVeja https://loja.com' });
    const { getByTestId } = render(<QuotedMessage quoted={quoted} />);
    const quote = getByTestId('quoted-message');
    expect(quote.querySelector('strong')?.textContent).toBe('Beatriz:');
    expect(quote.textContent).not.toContain('*');
    expect(quote.querySelector('a')).toBeNull();
  });
});
