import { describe, expect, it } from 'vitest';
import type { BotTurn } from '../bot-turn';
import { menuFormat, menuMessage } from './menu-message';

const items = [
  { id: 'queue-1', title: 'Vendas' },
  { id: 'queue-2', title: 'Suporte' },
];
const turnOn = (channel: BotTurn['connection']['channel'], chatBotType: string) =>
  ({ connection: { channel }, settings: { chatBotType } }) as unknown as Pick<BotTurn, 'connection' | 'settings'>;

describe('menu formats by channel', () => {
  it('falls back to numbered text where the channel sends lists and buttons as text', () => {
    for (const channel of ['whatsapp', 'webchat'] as const) {
      expect(menuFormat('list', channel, 2)).toBe('text');
      expect(menuFormat('button', channel, 2)).toBe('text');
    }
    const sent = menuMessage(turnOn('whatsapp', 'button'), { header: 'Olá', items, back: true });
    expect(sent).toEqual({ body: 'Olá\n\n*[ 1 ]* - Vendas\n*[ 2 ]* - Suporte\n*[ # ]* - Voltar ao menu anterior' });
  });

  it("keeps lists within the channel's rows and buttons within its buttons", () => {
    expect(menuFormat('button', 'whatsappapi', 3)).toBe('buttons');
    expect(menuFormat('button', 'whatsappapi', 4)).toBe('list');
    expect(menuFormat('list', 'whatsappapi', 11)).toBe('text');
    // Messenger and Instagram show lists as quick replies but send buttons as text.
    expect(menuFormat('button', 'facebook', 2)).toBe('list');
    expect(menuFormat('list', 'instagram', 13)).toBe('list');
    expect(menuFormat('text', 'sandbox', 2)).toBe('text');
  });

  it('puts the back key in a list as a row and in buttons as a button', () => {
    const list = menuMessage(turnOn('sandbox', 'list'), { header: '', items, back: true });
    expect(list.dataJson).toMatchObject({
      description: 'Escolha uma opção:',
      sections: [{ rows: [{ rowId: 'queue-1' }, { rowId: 'queue-2' }, { title: 'Voltar', rowId: '#' }] }],
    });
    const buttons = menuMessage(turnOn('sandbox', 'button'), { header: 'Olá', items, back: true });
    expect(buttons.mediaType).toBe('buttonsMessage');
    expect(buttons.dataJson).toMatchObject({ buttons: [{ id: 'queue-1' }, { id: 'queue-2' }, { id: '#' }] });
  });
});
