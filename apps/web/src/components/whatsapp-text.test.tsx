import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhatsAppText } from './whatsapp-text';

const shown = (text: string, links?: boolean) => render(<WhatsAppText text={text} links={links} />).container;

describe('WhatsAppText', () => {
  it('renders the markers as elements and drops them from the text', () => {
    const view = shown('*Beatriz:*\nOi _você_ ~não~ ```x = 1``` `cod`');
    expect(view.textContent).toBe('Beatriz:\nOi você não x = 1 cod');
    expect(view.querySelector('strong')?.textContent).toBe('Beatriz:');
    expect(view.querySelector('em')?.textContent).toBe('você');
    expect(view.querySelector('s')?.textContent).toBe('não');
    expect([...view.querySelectorAll('code')].map((code) => code.textContent)).toEqual(['x = 1', 'cod']);
  });

  it('shows markup in a message as text, never as HTML', () => {
    const view = shown('<img src=x onerror="alert(1)"> *<b>oi</b>*');
    expect(view.querySelector('img')).toBeNull();
    expect(view.querySelector('b')).toBeNull();
    expect(view.querySelector('strong')?.textContent).toBe('<b>oi</b>');
  });

  it('links web addresses in a new tab, or leaves them as text when links are off', () => {
    const linked = shown('veja https://loja.com/a_b_c.');
    const anchor = linked.querySelector('a');
    expect(anchor?.getAttribute('href')).toBe('https://loja.com/a_b_c');
    expect(anchor?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(anchor?.getAttribute('target')).toBe('_blank');
    expect(linked.textContent).toBe('veja https://loja.com/a_b_c.');
    expect(shown('veja https://loja.com', false).querySelector('a')).toBeNull();
  });
});
