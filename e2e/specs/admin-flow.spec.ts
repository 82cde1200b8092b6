import { describe, expect, it } from 'vitest';
import { AccessDeniedPage } from '../pages/access-denied-page';
import { AdminQueuesPage } from '../pages/admin-queues-page';
import { AdminUsersPage } from '../pages/admin-users-page';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';
import { PlatformCompaniesPage } from '../pages/platform-companies-page';
import { PlatformHelpsPage } from '../pages/platform-helps-page';
import { type NewPlan, PlatformPlansPage } from '../pages/platform-plans-page';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

/** Two users: the company's first admin and the one attendant it adds; a third is refused. */
const plan = {
  name: 'Essencial E2E',
  amount: '149,90',
  users: 2,
  connections: 1,
  queues: 3,
  flags: { isPublic: false, useCampaigns: false, useOpenAi: false, useIntegrations: false },
} satisfies NewPlan;

/** Its first admin is named after the company and signs in with the company's e-mail. */
const company = {
  name: 'Padaria Aurora E2E',
  email: 'gestao@padaria-aurora.example.com',
  password: 'Aurora-Gestao-2024',
  phone: '11987654321',
  maskedPhone: '(11) 98765-4321',
  plan: plan.name,
};
const queue = { name: 'Balcão', color: '#2e7d32' };
const attendant = {
  name: 'Caio Atendente',
  email: 'caio@padaria-aurora.example.com',
  password: 'Caio-Balcao-2024',
};
const help = { title: 'Primeiros passos E2E', video: 'dQw4w9WgXcQ', description: 'Como atender o primeiro cliente.' };

// Side-menu entries by profile (spec 1 §2), among the pages that exist today.
const companyAdminItems = ['Usuários', 'Filas & Chatbot', 'Lista de Arquivos', 'Financeiro', 'Configurações'];
const superUserItems = ['Empresas'];

describe('a company from its plan to its attendant, menu by profile', () => {
  const browser = useBrowserPage();

  it('the super user sets up a plan and a company; its admin adds a queue and an attendant; each profile gets its own menu; a wrong password is told in pt, then in English', async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    const shell = new AppShell(page);
    const denied = new AccessDeniedPage(page);

    // 1. The super user: a plan with limits and features, a company on it, and a help video.
    await login.goto();
    await login.signIn(app.admin().email, app.admin().password);
    await shell.waitUntilShown();
    await shell.waitForMenuItems([...companyAdminItems, ...superUserItems]);

    const plans = new PlatformPlansPage(page);
    await plans.goto();
    await plans.createPlan(plan);
    expect(await plans.rowValues(plan.name)).toMatchObject({
      Nome: plan.name,
      Valor: 'R$ 149,90',
      Usuários: '2',
      Conexões: '1',
      Filas: '3',
      Público: 'Não',
    });
    await plans.edit(plan.name);
    expect(await plans.flagStates()).toEqual({
      isPublic: false,
      useWhatsapp: true,
      useFacebook: true,
      useInstagram: true,
      useCampaigns: false,
      useSchedules: true,
      useInternalChat: true,
      useExternalApi: true,
      useKanban: true,
      useOpenAi: false,
      useIntegrations: false,
    });

    const companies = new PlatformCompaniesPage(page);
    await companies.goto();
    await companies.fillNew(company);
    expect(await companies.phone.inputValue()).toBe(company.maskedPhone);
    await companies.saveNew();
    expect(await companies.rowValues(company.name)).toMatchObject({
      Ativo: 'Sim',
      Nome: company.name,
      'E-mail': company.email,
      Plano: plan.name,
      Valor: 'R$ 149,90',
    });
    // The server kept the digits; the form shows them through the mask again.
    await companies.edit(company.name);
    expect(await companies.phone.inputValue()).toBe(company.maskedPhone);

    // Every company's menu gets 'Ajuda' once a help video exists.
    const helps = new PlatformHelpsPage(page);
    await helps.goto();
    await helps.createHelp(help);

    await shell.signOut();
    await login.waitUntilShown();

    // 2. The company's admin: admin entries but no super-user ones; a queue, then an attendant on it.
    await login.signIn(company.email, company.password);
    await shell.waitUntilShown();
    await shell.welcome(company.name, company.name).waitFor();
    await shell.dueDate.waitFor();
    await shell.waitForMenuItems([...companyAdminItems, 'Ajuda']);
    expect(await shell.menuItemsAmong(superUserItems)).toEqual([]);
    await denied.visit('/companies');

    const queues = new AdminQueuesPage(page);
    await shell.menuItem('Filas & Chatbot').click();
    await queues.waitUntilShown();
    expect(await queues.count()).toBe(0);
    await queues.createQueue(queue);
    await queues.row(queue.name).waitFor();
    await expect.poll(() => queues.count()).toBe(1);

    const users = new AdminUsersPage(page);
    await shell.menuItem('Usuários').click();
    await users.waitUntilShown();
    expect(await users.rowValues(company.name)).toMatchObject({ Email: company.email, Perfil: 'Admin' });
    await users.createUser({ ...attendant, profile: 'user', queues: [queue.name] });
    expect(await users.rowValues(attendant.name)).toMatchObject({ Email: attendant.email, Perfil: 'Usuário' });
    await expect.poll(() => users.count()).toBe(2);
    expect(await users.queuesOf(attendant.name)).toEqual([queue.name]);

    // The plan's two users are taken: a third is refused, with the reason.
    await users.openNew();
    await users.fill({
      name: 'Terceira Pessoa',
      email: 'terceira@padaria-aurora.example.com',
      password: 'Terceira-2024',
    });
    await users.submit();
    await users.message('O limite do seu plano foi atingido.').waitFor();
    await users.cancel();
    expect(await users.count()).toBe(2);

    await shell.signOut();
    await login.waitUntilShown();

    // 3. The attendant (profile user): a shorter menu, no due date, and the 403 page on /users.
    await login.signIn(attendant.email, attendant.password);
    await shell.waitUntilShown();
    await shell.welcome(attendant.name, company.name).waitFor();
    await shell.waitForMenuItems(['Ajuda']);
    expect(await shell.menuItemsAmong([...companyAdminItems, ...superUserItems])).toEqual([]);
    expect(await shell.dueDate.count()).toBe(0);
    await denied.visit('/users');
    await denied.message.waitFor();
    await denied.back.waitFor();
    expect(await users.heading.count()).toBe(0);

    await shell.signOut();
    await login.waitUntilShown();

    // 4. A mistyped password: the error in pt-BR, then in English after switching the language.
    const wrongPassword = 'Caio-Errado-2024';
    await login.signIn(attendant.email, wrongPassword);
    await login.toast('Erro de autenticação. Por favor, tente novamente.').waitFor();
    expect(login.pathname()).toBe('/login');

    const english = await login.switchLanguage('en');
    await english.forgotPasswordLink.waitFor();
    expect(await english.documentLanguage()).toBe('en');
    await english.signIn(attendant.email, wrongPassword);
    await english.toast('Authentication error. Please try again.').waitFor();
    expect(english.pathname()).toBe('/login');

    // The choice is kept in this browser.
    await page.reload();
    await english.waitUntilShown();
  }, 120_000);
});
