import { beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { FlowEditorPage } from '../pages/flow-editor-page';
import { LoginPage } from '../pages/login-page';
import { ApiSession } from '../support/api';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

const flowName = 'Boas-vindas E2E';

describe('flow editor: a flow built on the canvas is saved and comes back unchanged', () => {
  const browser = useBrowserPage();
  let flowId = 0;

  beforeAll(async () => {
    const admin = await ApiSession.signIn(app.admin().email, app.admin().password);
    flowId = (await admin.post<{ id: number }>('/api/flowbuilder', { name: flowName })).id;
  });

  it('adds nodes, connects them, configures one, saves, and finds the same flow after a reload', async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(app.admin().email, app.admin().password);
    await new AppShell(page).waitUntilShown();

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
    await editor.dialog.locator('input').first().fill('7');
    await editor.dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
    await editor.node('7 s').waitFor();

    await editor.saveButton.click();
    await editor.savedToast.waitFor();
    await editor.unsavedHint.waitFor({ state: 'hidden' });
    const before = await editor.snapshot();
    expect(before.nodes).toHaveLength(2);
    expect(before.edges).toHaveLength(1);

    await page.reload();
    await editor.heading(flowName).waitFor();
    await editor.node('7 s').waitFor();
    expect(await editor.snapshot()).toEqual(before);
    expect(await editor.unsavedHint.count()).toBe(0);
  });
});
