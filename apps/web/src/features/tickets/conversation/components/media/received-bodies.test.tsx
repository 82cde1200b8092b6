import golden from '@chatdesk/contracts/message-bodies/received.golden.json';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../../lib/dates';
import { renderWithApp } from '../../../../../test/harness';
import { messageFixture, ticketFixture } from '../../fixtures';
import { setUpRendererTests } from './renderer-tests.test-support';
import { MessageMedia } from './renderers';

/**
 * Every received structured message of the golden file, which the API's driver test asserts is
 * exactly what each driver's normalizer produces (apps/api/src/channels/received-bodies.test.ts),
 * drawn by the conversation's renderers: the two sides of the one format in packages/contracts.
 */
type Entry = { mediaType: string; body: string; dataJson: unknown };
const entries = golden as Record<string, Entry>;
// Event times are written by the dates module (its own tests cover the formats).
const when = (iso: string) => formatDateTime(iso);
const text = (value: string) => expect(screen.getByText(value)).toBeTruthy();
const button = (name: RegExp) => expect(screen.getByRole('button', { name })).toBeTruthy();
const link = (name: string, href: string) => expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);

const expectations: Record<string, () => void> = {
  'whatsapp-web/template-buttons': () => {
    text('Seu pedido saiu para entrega');
    text('Loja Azul');
    button(/Rastrear/);
    button(/Ligar/);
  },
  'whatsapp-web/native-flow-buttons': () => {
    text('Cupom');
    text('Use o código na finalização');
    button(/Copiar código/);
    expect(screen.getByRole('button', { name: /Falar com atendente/ }).hasAttribute('disabled')).toBe(true);
  },
  'whatsapp-web/pix': () => {
    text('Referência: REF1');
    text('Item: Camisa');
    text('Total: R$ 25,00');
    text('Chave Pix (EMAIL): loja@azul.com');
    text('Recebedor: Loja Azul');
    button(/Copiar chave Pix/);
  },
  'whatsapp-web/event': () => {
    text('Reunião de alinhamento');
    text('Pauta: entrega');
    text('Sala 3');
    text(`Início: ${when('2026-11-30T13:00:00.000Z')}`);
    text(`Fim: ${when('2026-11-30T15:00:00.000Z')}`);
    link('Entrar na chamada', 'https://call.whatsapp.com/video/abc');
  },
  'whatsapp-web/list': () => {
    text('Cardápio');
    text('Pizzas');
    text('Margherita');
    text('Ver sabores');
  },
  'whatsapp-web/poll': () => {
    text('Melhor horário?');
    text('Manhã (0)');
    text('Tarde (0)');
  },
  'whatsapp-web/location': () => {
    text('Loja Azul - Rua A, 10');
    link('Abrir no mapa', 'https://maps.google.com/maps?q=-23.5%2C-46.6&z=17&hl=pt-BR');
  },
  'whatsapp-web/contact': () => {
    text('João Silva');
    text('5511988887777');
    button(/Conversar/);
  },
  'whatsapp-web/ad-preview': () => {
    text('Promoção');
    text('Só hoje');
    text('Quero saber mais');
    link('Ver anúncio', 'https://fb.example/ad/1');
  },
  'whatsapp-web/call-log': () => expect(screen.getByTestId('call-log').textContent).toBe('Chamada de voz perdida'),
  'whatsapp-cloud/location': () => {
    text('Filial Rio, Av. B, 20');
    link('Abrir no mapa', 'https://maps.google.com/maps?q=-22.9%2C-43.2&z=17&hl=pt-BR');
  },
  'whatsapp-cloud/contacts': () => {
    text('Ana Lima');
    text('5521977776666');
  },
  'whatsapp-cloud/ad-preview': () => {
    text('Frete grátis');
    text('Vi o anúncio');
    link('Ver anúncio', 'https://fb.me/ad2');
  },
  'messenger/location': () => {
    text('Ponto de encontro');
    link('Abrir no mapa', 'https://maps.google.com/maps?q=-30%2C-51.2&z=17&hl=pt-BR');
  },
  'sandbox/buttons': () => {
    text('Como prefere seguir?');
    text('Atendimento');
    button(/Abrir site/);
    button(/Ligar/);
    button(/^Copiar\s*CUPOM10$/);
    button(/^Copiar link$/);
  },
  'sandbox/pix': () => {
    text('Referência: REF2');
    text('Total: R$ 19,90');
    text('Chave Pix: 12345678909');
  },
  'sandbox/event': () => {
    text('Lançamento');
    text(`Fim: ${when('2026-11-30T15:00:00.000Z')}`);
  },
};

describe('received structured messages, drawn from the drivers’ golden output', () => {
  const spies = setUpRendererTests();

  it('has an expectation for every entry of the golden file', () => {
    expect(Object.keys(expectations).sort()).toEqual(Object.keys(entries).sort());
  });

  it.each(Object.entries(entries))('%s: drawn as its kind, never as its raw convention', (name, entry) => {
    const message = messageFixture({
      mediaType: entry.mediaType,
      body: entry.body,
      dataJson: entry.dataJson === null ? null : JSON.stringify(entry.dataJson),
    });
    const { container } = renderWithApp(<MessageMedia message={message} ticket={ticketFixture()} />);
    expectations[name]?.();
    expect(container.textContent).not.toMatch(/\[BOTOES\]|\[PIX\]|BEGIN:VCARD|\|https?:/);
    expect(spies.logged).not.toHaveBeenCalled();
  });
});
