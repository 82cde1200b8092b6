import type { Locator, Page } from 'playwright-core';
import { app } from '../support/app';

/** The /schedules calendar and its dialog (pt-BR texts). */
export class SchedulesPage {
  readonly heading: Locator;
  readonly calendar: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Agendamentos' });
    this.calendar = page.getByTestId('schedule-calendar');
    this.dialog = page.getByRole('dialog', { name: 'Novo agendamento' });
  }

  /** Fills the open create dialog and saves; `sendAt` is the company clock's `YYYY-MM-DDTHH:mm:ss`. */
  async fillAndSave(body: string, sendAt: string): Promise<void> {
    await this.dialog.getByRole('textbox', { name: 'Mensagem' }).fill(body);
    await this.dialog.getByLabel(/^Data de envio/).fill(sendAt);
    await this.dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await this.page.getByRole('alert').filter({ hasText: 'Agendamento salvo com sucesso!' }).waitFor();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  async goto(): Promise<void> {
    await this.page.goto(app.url('/schedules'));
    await this.heading.waitFor();
  }

  /** The contact's name as the calendar's events show it. */
  eventName(contactName: string): Locator {
    return this.calendar.locator('[data-testid^="schedule-event-"] > span').filter({ hasText: contactName });
  }

  /** The calendar's event of a contact (its name with the edit and delete icons). */
  event(contactName: string): Locator {
    return this.calendar.getByRole('button', { name: `Editar agendamento de ${contactName}` });
  }
}
