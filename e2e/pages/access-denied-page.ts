import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

/** The 403 page a signed-in user gets on a page their profile may not open (pt-BR texts). */
export class AccessDeniedPage {
  readonly heading: Locator;
  readonly message: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Oops! Acesso Negado!', level: 1 });
    this.message = page.getByText('Você não tem permissão para acessar esta página.', { exact: true });
    this.back = page.getByRole('button', { name: 'Voltar', exact: true });
  }

  /** Opens `pathname` by its address and waits for the 403 page there. */
  async visit(pathname: string): Promise<void> {
    await this.page.goto(app.url(pathname));
    await this.page.waitForURL((url) => url.pathname === pathname);
    await this.heading.waitFor();
  }
}
