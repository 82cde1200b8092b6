import type { Locator, Page } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the ticket page's layout is made of, measured in the browser (pt-BR texts). */
export class TicketLayout {
  readonly conversation: Locator;
  readonly header: Locator;
  readonly composer: Locator;
  readonly messageList: Locator;
  readonly appBar: Locator;
  /** The permanent side menu's paper (absent on phones, where the menu only opens over the page). */
  readonly permanentMenu: Locator;
  readonly contactPanel: Locator;
  readonly contactDrawer: Locator;
  readonly contactTickets: Locator;

  constructor(readonly page: Page) {
    this.conversation = page.getByTestId('conversation');
    this.header = this.conversation.locator('header');
    // By place, not by its placeholder: the spec looks at it in every language.
    this.composer = this.conversation.locator('footer').getByRole('textbox');
    this.messageList = page.getByTestId('message-list');
    this.appBar = page.locator('header.MuiAppBar-root');
    this.permanentMenu = page.locator('.MuiDrawer-docked .MuiDrawer-paper');
    this.contactPanel = page.getByTestId('contact-panel');
    this.contactDrawer = page.getByTestId('contact-drawer');
    this.contactTickets = page.getByTestId('contact-tickets');
  }

  /** The contact's name in the conversation header. */
  get contactName(): Locator {
    return this.header.getByTestId('header-contact-name');
  }

  /** How much of the header's contact name shows, and how wide it is whole (the line ends in an ellipsis). */
  contactNameWidths(): Promise<{ shown: number; whole: number }> {
    return this.contactName.evaluate((name) => {
      const line = (name.parentElement ?? name).getBoundingClientRect();
      const box = name.getBoundingClientRect();
      return { shown: Math.max(0, Math.min(box.right, line.right) - box.left), whole: box.width };
    });
  }

  /** Opens the contact panel (or drawer) from the header's contact button. */
  async openContact(): Promise<void> {
    await this.header.getByRole('button', { name: 'Dados do contato' }).click();
  }

  async box(locator: Locator): Promise<Box> {
    const box = await locator.boundingBox();
    if (!box) throw new Error(`${locator} has no box on screen`);
    return box;
  }

  /** Width of the permanent menu, 0 where there is none. */
  async menuWidth(): Promise<number> {
    return (await this.permanentMenu.count()) === 0 ? 0 : (await this.box(this.permanentMenu)).width;
  }

  /** How far the message list is from its bottom, in pixels (0: the newest message shows). */
  distanceFromBottom(): Promise<number> {
    return this.messageList.evaluate((list) => list.scrollHeight - list.scrollTop - list.clientHeight);
  }

  /** Whether every picture in the conversation has loaded and has its size. */
  imagesLoaded(): Promise<boolean> {
    return this.messageList.evaluate((list) =>
      Array.from(list.querySelectorAll('img')).every((image) => image.complete && image.naturalHeight > 0),
    );
  }
}
