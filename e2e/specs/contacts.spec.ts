import { describe, expect, it } from 'vitest';
import { AppShell } from '../pages/app-shell';
import { ContactImportPage } from '../pages/contact-import-page';
import { ContactsPage } from '../pages/contacts-page';
import { LoginPage } from '../pages/login-page';
import { app } from '../support/app';
import { useBrowserPage } from '../support/browser';

const joaquim = { name: 'Joaquim Conceição E2E', number: '5511955550000', email: 'joaquim@e2e.example.com' };

/**
 * 'Cliente' names no field, so its column is mapped by hand; 'Celular' and 'Email' map themselves.
 * Rows: a new contact, Joaquim again (same number: renamed, new e-mail), a row without a name
 * (ignored) and a number too short to be one (failed).
 */
const sheet = [
  'Cliente,Celular,Email',
  'Márcia Importada E2E,+55 (11) 95555-0001,marcia@e2e.example.com',
  'Joaquim da Conceição E2E,5511955550000,joaquim.novo@e2e.example.com',
  ',5511955550002,sem.nome@e2e.example.com',
  'Número Curto E2E,12345,',
].join('\n');

describe('contacts: create, accent-insensitive search, CSV import', () => {
  const browser = useBrowserPage();

  it('the admin adds a contact, finds it typing without accents, and imports a CSV with its own column mapping', async () => {
    const page = browser.page();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(app.admin().email, app.admin().password);
    await new AppShell(page).waitUntilShown();

    // 1. A contact through the dialog; the number is kept as digits.
    const contacts = new ContactsPage(page);
    await contacts.goto();
    const before = await contacts.count();
    await contacts.createContact(joaquim);
    await contacts.row(joaquim.name).waitFor();
    await expect.poll(() => contacts.count()).toBe(before + 1);

    // 2. Search ignores case and accents: 'conceicao' finds 'Conceição', and only it.
    await contacts.searchFor('conceicao');
    await contacts.row(joaquim.name).waitFor();
    expect(await contacts.rows.count()).toBe(1);
    await contacts.row(joaquim.name).getByRole('cell', { name: joaquim.number, exact: true }).waitFor();
    await contacts.searchFor('conceicoes');
    await contacts.empty.waitFor();
    expect(await contacts.rows.count()).toBe(0);

    // 3. Import: map 'Cliente' to the name, import the four rows, read the counts.
    await contacts.search.fill('');
    await contacts.openImport();
    const importing = new ContactImportPage(page);
    await importing.waitUntilShown();
    await importing.pickFile('clientes.csv', sheet);
    await importing.column('Celular').filter({ hasText: 'Número' }).waitFor();
    await importing.column('Email').filter({ hasText: 'Email' }).waitFor();
    await importing.selection('4 de 4 selecionados').waitFor();
    await importing.submit();
    await importing.toast('Não foi selecionado o campo de nome do contato').waitFor();
    await importing.mapColumn('Cliente', 'Nome');
    await importing.submit();
    await importing.result.waitFor();
    await importing.toast('Importação realizada com sucesso, mas houveram alguns erros').waitFor();
    expect({
      created: await importing.resultCount('created'),
      updated: await importing.resultCount('updated'),
      ignored: await importing.resultCount('ignored'),
      failed: await importing.resultCount('failed'),
    }).toEqual({ created: 1, updated: 1, ignored: 1, failed: 1 });

    // 4. Back on the list: the new contact with its digits, Joaquim renamed with the new e-mail.
    await contacts.goto();
    await contacts.searchFor('marcia importada');
    await contacts.row('Márcia Importada E2E').getByRole('cell', { name: '5511955550001', exact: true }).waitFor();
    await contacts.searchFor('conceicao');
    const renamed = contacts.row('Joaquim da Conceição E2E');
    await renamed.getByRole('cell', { name: 'joaquim.novo@e2e.example.com', exact: true }).waitFor();
    expect(await contacts.rows.count()).toBe(1);
  }, 90_000);
});
