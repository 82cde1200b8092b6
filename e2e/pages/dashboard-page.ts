import type { Locator, Page } from 'playwright-core';

/** The dashboard at / (pt-BR texts). */
export class DashboardPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Dashboard', level: 1 });
  }

  /** A counter's card by its key in the dashboard answer ('supportFinished'). */
  counter(key: string): Locator {
    return this.page.getByTestId(`counter-${key}`);
  }

  /** A counter's number as the card shows it (pt-BR thousands: 1.234). */
  async counterValue(key: string): Promise<number> {
    const text = (await this.counter(key).locator('dd').textContent()) ?? '';
    return Number(text.replace(/\./g, ''));
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }
}
