import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { ContactsPage } from './contacts-page';

const connections = [
  { id: 1, name: 'Cloud', channel: 'whatsappapi', isDefault: true },
  { id: 2, name: 'Loja', channel: 'whatsapp', isDefault: false },
  { id: 3, name: 'Vendas', channel: 'whatsapp', isDefault: true },
];

function serve(routes: Parameters<typeof mockApi>[0], whatsapp: unknown[] = connections) {
  return mockApi({
    'GET /api/contacts': () => json(200, { contacts: [], hasMore: false, count: 0 }),
    'GET /api/tags/list': () => json(200, []),
    'GET /api/whatsapp': () => json(200, whatsapp),
    ...routes,
  });
}

/** Opens the import/export menu and picks an entry. */
async function choose(entry: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Importar / Exportar' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: entry }));
  return screen.findByRole('dialog', { name: entry });
}

const count = (key: string) => screen.getByTestId(`import-count-${key}`).querySelector('dd')?.textContent;

describe('import contacts from the phone', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'user' });
  });
  afterEach(resetApp);

  it('imports the phone book of the default WhatsApp Web connection and shows the counts', async () => {
    const api = serve({
      'POST /api/contacts/import': () => json(200, { created: 4, updated: 2, ignored: 0, failed: 0 }),
    });
    renderWithApp(<ContactsPage />);
    const dialog = await choose('Importar contatos do telefone');
    const select = await within(dialog).findByRole('combobox', { name: 'Conexão' });
    await waitFor(() => expect(select.textContent).toBe('Vendas'));
    // Only WhatsApp Web connections have a phone to read.
    fireEvent.mouseDown(select);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Loja', 'Vendas']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Vendas' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(api.calls('POST /api/contacts/import')).toEqual([{ whatsappId: 3 }]));
    await waitFor(() => expect(count('created')).toBe('4'));
    expect(count('updated')).toBe('2');
    expect(toastMessages()).toContain('Importação realizada com sucesso');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('imports the people of the chosen connection’s chats; failures give the partial-success text', async () => {
    const api = serve({
      'POST /api/contacts/import/chats': () => json(200, { created: 1, updated: 0, ignored: 0, failed: 2 }),
    });
    renderWithApp(<ContactsPage />);
    const dialog = await choose('Importar contatos das conversas');
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Conexão' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Loja' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(api.calls('POST /api/contacts/import/chats')).toEqual([{ whatsappId: 2 }]));
    await waitFor(() => expect(count('failed')).toBe('2'));
    expect(toastMessages()).toContain('Importação realizada com sucesso, mas houveram alguns erros');
  });

  it('translates a refusal of the connection and shows no counts', async () => {
    serve({
      'POST /api/contacts/import': () =>
        json(422, { error: 'ERR_CONTACT_IMPORT_UNSUPPORTED', message: 'unsupported', details: { channel: 'x' } }),
    });
    renderWithApp(<ContactsPage />);
    const dialog = await choose('Importar contatos do telefone');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Conexão' }).textContent).toBe('Vendas'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(toastMessages()).toContain('Esta conexão não permite importar contatos do aparelho.'));
    expect(within(dialog).queryByTestId('import-count-created')).toBeNull();
  });

  it('offers nothing to import from without a WhatsApp Web connection', async () => {
    serve({}, [connections[0]]);
    renderWithApp(<ContactsPage />);
    const dialog = await choose('Importar contatos do telefone');
    expect(
      await within(dialog).findByText(
        'Nenhuma conexão do WhatsApp Web. Conecte um telefone em Conexões para importar os contatos dele.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Importar' }).hasAttribute('disabled')).toBe(true);
  });
});
