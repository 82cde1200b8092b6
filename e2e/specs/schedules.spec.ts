import { beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { ContactsPage } from '../pages/contacts-page';
import { ConversationPane } from '../pages/conversation-pane';
import { LoginPage } from '../pages/login-page';
import { SchedulesPage } from '../pages/schedules-page';
import { TicketsPage } from '../pages/tickets-page';
import { ApiSession } from '../support/api';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

interface Created {
  id: number;
}

const queue = { name: 'Agendamentos E2E', color: '#283593', greetingMessage: 'Bem-vindo aos agendamentos.' };
const attendant = { name: 'Sara Agenda', email: 'sara.agenda@e2e.example.com', password: 'Sara-Agenda-2024' };
const customer = { from: '5511987650292', name: 'Paulo Agendado Cliente' };
/** Seconds ahead the schedule is set: the sender's sweep runs every 5 seconds. */
const leadSeconds = 20;

/** `YYYY-MM-DDTHH:mm:ss` of an instant on the company's clock (company 1: America/Sao_Paulo). */
function companyClock(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

describe('schedules: a message scheduled for a contact arrives in its ticket at its time', () => {
  const browser = useBrowserPage();
  let admin: ApiSession;

  beforeAll(async () => {
    admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    const mine = await admin.post<Created>('/api/queue', queue);
    await admin.post('/api/users', { ...attendant, profile: 'admin', queueIds: [mine.id] });
    const connection = await admin.post<Created>('/api/whatsapp', {
      name: 'Sandbox Agendamentos E2E',
      channel: 'sandbox',
      queueIds: [mine.id],
    });
    await admin.post(`/api/sandbox/${connection.id}/inbound`, { ...customer, body: 'Quero um lembrete' });
  });

  it("is scheduled from the contact's row, shows on the calendar and is sent into the conversation", async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(attendant.email, attendant.password);
    await new AppShell(page).waitUntilShown();

    const contacts = new ContactsPage(page);
    await contacts.goto();
    await contacts.searchFor(customer.name);
    await contacts
      .row(customer.name)
      .getByRole('button', { name: `Agendar mensagem para ${customer.name}` })
      .click();
    await page.waitForURL((url) => url.pathname === '/schedules');
    const schedules = new SchedulesPage(page);
    await schedules.dialog.waitFor();
    expect(await schedules.dialog.getByRole('combobox', { name: 'Contato' }).inputValue()).toBe(
      `${customer.name} - ${customer.from}`,
    );
    const body = 'Olá {{firstName}}, este é o seu lembrete agendado.';
    await schedules.fillAndSave(body, companyClock(new Date(Date.now() + leadSeconds * 1000)));
    await schedules.event(customer.name).waitFor();

    const tickets = new TicketsPage(page);
    await tickets.goto();
    await tickets.showTab('Aguardando');
    await tickets.open(customer.name);
    const conversation = new ConversationPane(page);
    await conversation.message('Olá Paulo, este é o seu lembrete agendado.').waitFor({ timeout: 60_000 });
  });

  it("shows each event's contact name in a phone's week view", async () => {
    const found = await admin.get<{ contacts: Created[] }>(
      `/api/contacts?searchParam=${encodeURIComponent(customer.name)}`,
    );
    const contactId = found.contacts[0]?.id;
    const sendAt = new Date(Date.now() + 2 * 3600_000).toISOString();
    await admin.post('/api/schedules', { body: 'Lembrete da semana', contactId, sendAt });
    const page = browser.page();
    await page.setViewportSize({ width: 390, height: 844 });
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(attendant.email, attendant.password);
    await new AppShell(page).waitUntilShown();
    const schedules = new SchedulesPage(page);
    await schedules.goto();
    await schedules.calendar.getByRole('button', { name: 'Semana', exact: true }).click();
    // A column is about 40 px wide: the name, not the edit and delete icons, fills the event.
    const name = schedules.eventName(customer.name).first();
    expect((await name.boundingBox())?.width ?? 0).toBeGreaterThan(15);
  });
});
