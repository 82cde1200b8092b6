import { buildButtons, buildList, type ConnectionChannel } from '@chatdesk/contracts';
import type { BotMessage, BotTurn } from '../bot-turn';

/** One choice of a menu: a queue or a chatbot option; `id` is what a list row or a button replies with. */
export interface MenuItem {
  id: string;
  title: string;
}

/** The key that returns to the previous menu (docs/automation.md "Option tree"), as in the Whaticket family. */
export const backKey = '#';

/**
 * The bot's fixed texts, in the product's language (pt-BR) like every text the server writes
 * into a conversation; the company's own texts (greetings, options) come from its settings.
 */
export const menuTexts = {
  invalidOption: 'Opção inválida, por favor escolha uma das opções abaixo.',
  chooseOption: 'Escolha uma opção:',
  listButton: 'Opções',
  back: 'Voltar',
  backLine: `*[ ${backKey} ]* - Voltar ao menu anterior`,
} as const;

export type MenuFormat = 'text' | 'list' | 'buttons';

/**
 * How many rows a list and how many reply buttons each channel shows (0: the channel sends them as
 * their readable text, so the menu goes as numbered text). WhatsApp Web (Baileys) sends lists and
 * buttons as text; the Cloud API takes 10 rows and 3 reply buttons; Messenger and Instagram turn a
 * list into quick replies (13) and send buttons as text; the web chat widget shows text; the
 * sandbox simulates a WhatsApp phone with the Cloud API's limits.
 */
const interactiveLimits: Record<ConnectionChannel, { list: number; buttons: number }> = {
  whatsapp: { list: 0, buttons: 0 },
  whatsappapi: { list: 10, buttons: 3 },
  facebook: { list: 13, buttons: 0 },
  instagram: { list: 13, buttons: 0 },
  webchat: { list: 0, buttons: 0 },
  sandbox: { list: 10, buttons: 3 },
};

/** The company's chatBotType where the channel can show it, else the next simpler form. */
export function menuFormat(chatBotType: string, channel: ConnectionChannel, choices: number): MenuFormat {
  const limits = interactiveLimits[channel];
  if (chatBotType === 'button' && choices <= limits.buttons) return 'buttons';
  if ((chatBotType === 'button' || chatBotType === 'list') && choices <= limits.list) return 'list';
  return 'text';
}

/**
 * A menu as one bot message: `header` (a greeting, or the invalid-option line) then the items,
 * numbered from 1, and the back key when `back`. Lists and buttons carry the item ids; their
 * readable body (what text-only views show) is message-bodies' convention.
 */
export function menuMessage(
  turn: Pick<BotTurn, 'settings' | 'connection'>,
  menu: { header: string; items: readonly MenuItem[]; back: boolean },
): BotMessage {
  const { header, items, back } = menu;
  const choices = items.length + (back ? 1 : 0);
  const format = menuFormat(turn.settings.chatBotType, turn.connection.channel, choices);
  const intro = header.trim() || menuTexts.chooseOption;
  const backItem: MenuItem[] = back ? [{ id: backKey, title: menuTexts.back }] : [];
  if (format === 'list') {
    const rows = [...items, ...backItem].map((item) => ({ title: item.title, rowId: item.id }));
    const list = buildList({
      title: '',
      description: intro,
      footerText: '',
      buttonText: menuTexts.listButton,
      sections: [{ title: menuTexts.listButton, rows }],
    });
    return { body: list.body, mediaType: list.mediaType, dataJson: list.dataJson };
  }
  if (format === 'buttons') {
    const buttons = [...items, ...backItem].map((item) => ({
      name: 'quick_reply' as const,
      display_text: item.title,
      id: item.id,
    }));
    const built = buildButtons({ body: intro, buttons });
    return { body: built.body, mediaType: built.mediaType, dataJson: built.dataJson };
  }
  const lines = items.map((item, index) => `*[ ${index + 1} ]* - ${item.title}`);
  return { body: [header.trim(), '', ...lines, ...(back ? [menuTexts.backLine] : [])].join('\n').trim() };
}
