import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { FlowEditorPage } from '../pages/flow-editor-page';
import { LoginPage } from '../pages/login-page';
import { ApiSession } from '../support/api';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

const flowName = 'Boas-vindas E2E';
const connectionName = 'Fluxo E2E';
const customer = { number: '5511987650818', name: 'Flávia Fluxo' };
// The browser signs in as an admin of its own: signing in ends the user's other sessions (the API session here).
const designer = { name: 'Ada Fluxos', email: 'ada.fluxos@e2e.example.com', password: 'Ada-Fluxos-2024' };

describe('flow editor: a flow built on the canvas is saved, comes back unchanged and runs as a welcome flow', () => {
  const browser = useBrowserPage();
  let flowId = 0;
  let admin: ApiSession;

  beforeAll(async () => {
    admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    flowId = (await admin.post<{ id: number }>('/api/flowbuilder', { name: flowName })).id;
    await admin.post('/api/users', { ...designer, profile: 'admin' });
  });

  it('adds nodes, connects them, configures one, saves, and finds the same flow after a reload', async () => {
    const page = await signedInPage();

    const editor = new FlowEditorPage(page);
    await editor.goto(flowId);
    await editor.heading(flowName).waitFor();

    // A new flow may come with its start node; the dial offers Inicio only while there is none.
    const start = editor.dialAction('Inicio');
    if (await start.isEnabled()) await editor.addNode('Inicio');
    const startNode = editor.node('O fluxo começa aqui');
    await startNode.waitFor();
    expect(await start.isDisabled()).toBe(true);

    await editor.addNode('Intervalo');
    await editor.dialog.waitFor();
    await editor.dialog.locator('input').first().fill('5');
    await editor.dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    const wait = editor.node('5 s');
    await wait.waitFor();
    await editor.unsavedHint.waitFor();

    await editor.connect(startNode, 'out', wait);
    await expect.poll(() => editor.edges.count()).toBe(1);

    // Configure: the node's dialog in edit mode, on double-click.
    await wait.dblclick();
    await editor.dialog.waitFor();
    await editor.dialog.locator('input').first().fill('2');
    await editor.dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await editor.node('2 s').waitFor();

    await editor.saveButton.click();
    await editor.savedToast.waitFor();
    await editor.unsavedHint.waitFor({ state: 'hidden' });
    const before = await editor.snapshot();
    expect(before.nodes).toHaveLength(2);
    expect(before.edges).toHaveLength(1);

    await page.reload();
    await editor.heading(flowName).waitFor();
    await editor.node('2 s').waitFor();
    expect(await editor.snapshot()).toEqual(before);
    expect(await editor.unsavedHint.count()).toBe(0);
  });

  it("attached as a connection's welcome flow, it walks a new customer through its questions", async () => {
    const page = await signedInPage();
    const editor = new FlowEditorPage(page);
    await editor.goto(flowId);
    const wait = editor.node('2 s');
    await wait.waitFor();
    const askName = await addQuestion(editor, 'Qual é o seu nome?', 'cliente');
    await editor.connect(wait, 'out', askName);
    const askCity = await addQuestion(editor, 'Prazer, {{cliente}}! De qual cidade você fala?', 'cidade');
    await editor.connect(askName, 'out', askCity);
    await expect.poll(() => editor.edges.count()).toBe(3);
    await editor.saveButton.click();
    await editor.savedToast.waitFor();

    const connection = await admin.post<{ id: number }>('/api/whatsapp', { name: connectionName, channel: 'sandbox' });
    await chooseWelcomeFlow(page);
    const stored = await admin.get<{ flowIdWelcome: number | null }>(`/api/whatsapp/${connection.id}`);
    expect(stored.flowIdWelcome).toBe(flowId);

    const writes = (body: string) =>
      admin.post(`/api/sandbox/${connection.id}/inbound`, { from: customer.number, name: customer.name, body });
    await writes('Oi, boa tarde');
    // The interval (2 s) is a durable wait: the question comes after it.
    await expect.poll(() => botTexts(), { timeout: 15_000 }).toEqual(['Qual é o seu nome?']);
    await writes('Flávia');
    await expect
      .poll(() => botTexts(), { timeout: 15_000 })
      .toEqual(['Qual é o seu nome?', 'Prazer, Flávia! De qual cidade você fala?']);
  }, 90_000);

  async function signedInPage(): Promise<Page> {
    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(designer.email, designer.password);
    await new AppShell(page).waitUntilShown();
    return page;
  }

  async function addQuestion(editor: FlowEditorPage, message: string, variable: string) {
    await editor.addNode('Pergunta');
    await editor.dialog.waitFor();
    await editor.dialog.getByLabel(/^Mensagem/).fill(message);
    await editor.dialog.getByLabel(/^Nome da variável/).fill(variable);
    await editor.dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await editor.dialog.waitFor({ state: 'hidden' });
    const node = editor.node(message);
    await node.waitFor();
    return node;
  }

  /** The connection modal's "Fluxo padrão" tab: the flow chosen by name as the welcome flow. */
  async function chooseWelcomeFlow(page: Page) {
    await page.goto(app.url('/connections'));
    await page.getByRole('button', { name: `Editar ${connectionName}` }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('tab', { name: 'Fluxo padrão' }).click();
    await modal.getByRole('combobox', { name: /^Fluxo de boas-vindas/ }).fill(flowName);
    await page.getByRole('option', { name: flowName }).click();
    await modal.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Conexão salva com sucesso.').waitFor();
  }

  async function botTexts(): Promise<string[]> {
    const found = await admin.get<{ tickets: { uuid: string }[] }>(
      `/api/tickets?searchParam=${encodeURIComponent(customer.name.toLowerCase())}&showAll=true&status=pending`,
    );
    const ticket = found.tickets[0];
    if (!ticket) return [];
    const page = await admin.get<{ messages: { body: string; fromMe: boolean }[] }>(`/api/messages/${ticket.uuid}`);
    return page.messages.filter((message) => message.fromMe).map((message) => message.body);
  }
});
