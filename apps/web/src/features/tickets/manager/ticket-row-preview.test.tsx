import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ticketFixture } from '../conversation/fixtures';
import { TicketRow } from './ticket-row';

const previewOf = (lastMessage: string) => {
  const { container } = render(
    <TicketRow ticket={ticketFixture({ lastMessage })} selected={false} showAttendant={false} onOpen={() => {}} />,
  );
  return container.querySelector('.MuiTypography-body2') as HTMLElement;
};

describe("the ticket row's last-message preview", () => {
  it('shows the signature in bold without its asterisks', () => {
    const preview = previewOf('*Beatriz (Vendas):*\nOlá!');
    expect(preview.textContent).toBe('Beatriz (Vendas):\nOlá!');
    expect(preview.querySelector('strong')?.textContent).toBe('Beatriz (Vendas):');
  });

  it('cuts the visible text at 40 characters, never leaving a marker open', () => {
    const preview = previewOf(`*Beatriz:*\n${'a'.repeat(50)}`);
    expect(preview.textContent).toBe(`Beatriz:\n${'a'.repeat(31)}...`);
    expect(preview.querySelector('strong')?.textContent).toBe('Beatriz:');
  });

  it('shows a web address as text: the whole row is the link', () => {
    const preview = previewOf('veja https://loja.com');
    expect(preview.textContent).toBe('veja https://loja.com');
    expect(preview.querySelector('a')).toBeNull();
  });
});
