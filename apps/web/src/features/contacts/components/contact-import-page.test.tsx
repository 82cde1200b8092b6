import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { ContactImportPage } from './contact-import-page';

const sheet = {
  headers: ['Nome', 'Telefone', 'Obs'],
  rows: [
    ['Ana', '5511911110000', 'a'],
    ['Bia', '5511922220000', 'b'],
    ['Caio', '', 'c'],
  ],
  totalRows: 3,
  truncated: false,
};

async function pickFile() {
  const input = screen.getByTestId('contact-import-file');
  fireEvent.change(input, { target: { files: [new File(['Nome;Telefone'], 'contatos.csv', { type: 'text/csv' })] } });
  await screen.findByText('Relacione as colunas do arquivo');
}

/** MUI's select: open the column's chooser and click the field. */
async function mapColumn(column: string, field: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: `Coluna ${column}` }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: field }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Importar' }));

describe('contact import page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'user' });
  });
  afterEach(resetApp);

  it('uploads the file, maps known headers, and enforces the mapping rules with the spec texts', async () => {
    const api = mockApi({ 'POST /api/contacts/upload': () => json(200, sheet) });
    renderWithApp(<ContactImportPage />);
    await pickFile();
    expect(api.calls('POST /api/contacts/upload')[0]).toBeInstanceOf(FormData);
    expect(screen.getByText('3 de 3 selecionados')).toBeTruthy();

    await mapColumn('Telefone', 'Não importar');
    submit();
    await waitFor(() => expect(toastMessages()).toContain('Não foi selecionado o campo de número do contato'));

    await mapColumn('Obs', 'Número');
    await mapColumn('Nome', 'Não importar');
    submit();
    await waitFor(() => expect(toastMessages()).toContain('Não foi selecionado o campo de nome do contato'));

    await mapColumn('Telefone', 'Número');
    await waitFor(() => expect(toastMessages()).toContain('O campo Número já foi selecionado.'));

    await mapColumn('Nome', 'Nome');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    expect(screen.getByText('0 de 3 selecionados')).toBeTruthy();
    submit();
    await waitFor(() => expect(toastMessages()).toContain('Nenhum contato selecionado'));
    expect(api.callsTo('POST', '/api/contacts/import/file')).toHaveLength(0);
  });

  it('imports the selected rows and shows the counts, warning when some failed', async () => {
    const api = mockApi({
      'POST /api/contacts/upload': () => json(200, sheet),
      'POST /api/contacts/import/file': () => json(200, { created: 1, updated: 0, ignored: 1, failed: 1 }),
    });
    renderWithApp(<ContactImportPage />);
    await pickFile();
    await mapColumn('Obs', 'Email');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar linha 2' }));
    submit();

    await waitFor(() =>
      expect(toastMessages()).toContain('Importação realizada com sucesso, mas houveram alguns erros'),
    );
    expect(api.calls('POST /api/contacts/import/file')).toEqual([
      {
        contacts: [
          { name: 'Ana', number: '5511911110000', email: 'a' },
          { name: 'Caio', number: '', email: 'c' },
        ],
      },
    ]);
    expect(within(screen.getByTestId('import-count-created')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('import-count-ignored')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('import-count-failed')).getByText('1')).toBeTruthy();
  });

  it('shows the refusal of a file type the API cannot read', async () => {
    mockApi({
      'POST /api/contacts/upload': () =>
        json(415, { error: 'ERR_UNSUPPORTED_MEDIA_TYPE', message: 'Tipo de arquivo não permitido.' }),
    });
    renderWithApp(<ContactImportPage />);
    const input = screen.getByTestId('contact-import-file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'foto.png', { type: 'image/png' })] } });
    await waitFor(() => expect(toastMessages()).toContain('Tipo de arquivo não permitido.'));
    expect(screen.queryByText('Relacione as colunas do arquivo')).toBeNull();
  });
});
