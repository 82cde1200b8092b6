import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextMessage } from './text-message';

describe('TextMessage (message bubbles)', () => {
  it("shows a signed message's name in bold, not as '*Beatriz (Vendas):*', keeping the line break", () => {
    const { container } = render(<TextMessage body={'*Beatriz (Vendas):*\nSeu pedido _saiu_ hoje.'} />);
    expect(container.textContent).toBe('Beatriz (Vendas):\nSeu pedido saiu hoje.');
    expect(container.querySelector('strong')?.textContent).toBe('Beatriz (Vendas):');
    expect(container.querySelector('em')?.textContent).toBe('saiu');
    expect(getComputedStyle(container.firstElementChild as Element).whiteSpace).toBe('pre-wrap');
  });
});
