import type { FileListAnswer } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { FileListsPage } from './file-lists-page';

const list = (overrides: Partial<FileListAnswer> = {}): FileListAnswer => ({
  id: 4,
  name: 'Catálogo',
  message: 'Veja nossos produtos',
  userId: 1,
  options: [{ id: 9, name: 'Tabela', path: 'a.pdf', mediaType: 'application/pdf', url: '/public/3/a.pdf' }],
  createdAt: '2025-01-10T12:00:00.000Z',
  updatedAt: '2025-01-10T12:00:00.000Z',
  ...overrides,
});
const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const type = (label: string, value: string) => fireEvent.change(textbox(label), { target: { value } });

describe('file lists page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'admin' });
  });
  afterEach(resetApp);

  it('lists the lists with their file count and searches by name', async () => {
    const api = mockApi({ 'GET /api/files/': () => json(200, { files: [list()], hasMore: false }) });
    renderWithApp(<FileListsPage />);
    const row = await screen.findByTestId('file-list-row-4');
    expect(within(row).getByText('Catálogo')).toBeTruthy();
    expect(within(row).getByText('1 arquivo(s)')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar...' }), { target: { value: 'cat' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/files/').some((call) => call.search.get('searchParam') === 'cat')).toBe(true),
    );
  });

  it('validates with the spec texts, then creates a list and uploads the picked files with their names', async () => {
    const api = mockApi({
      'GET /api/files/': () => json(200, { files: [], hasMore: false }),
      'POST /api/files': () => json(201, list({ id: 5, options: [] })),
      'POST /api/files/uploadList/5': () => json(200, list({ id: 5 })),
    });
    renderWithApp(<FileListsPage />);
    await screen.findByText('Nenhuma lista de arquivos cadastrada');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    await screen.findByRole('heading', { name: 'Adicionar lista de arquivos' });
    type('Nome', 'ab');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('nome muito curto')).toBeTruthy();
    expect(screen.getByText('Obrigatório')).toBeTruthy();
    expect(api.callsTo('POST', '/api/files')).toHaveLength(0);

    type('Nome', 'Catálogo');
    type('Mensagem', 'Veja nossos produtos');
    const pdf = new File(['%PDF-1.4'], 'tabela.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('file-list-input'), { target: { files: [pdf] } });
    fireEvent.change(screen.getByDisplayValue('tabela.pdf'), { target: { value: 'Tabela de preços' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/files/uploadList/5')).toHaveLength(1));
    expect(api.calls('POST /api/files')[0]).toEqual({ name: 'Catálogo', message: 'Veja nossos produtos' });
    const upload = api.calls('POST /api/files/uploadList/5')[0] as FormData;
    expect(upload.getAll('name')).toEqual(['Tabela de preços']);
    expect((upload.get('files') as File).name).toBe('tabela.pdf');
    await waitFor(() => expect(toastMessages()).toContain('Lista de arquivos salva com sucesso'));
  });

  it('edits a list, keeping only the files left in it', async () => {
    const api = mockApi({
      'GET /api/files/': () => json(200, { files: [list()], hasMore: false }),
      'PUT /api/files/4': () => json(200, list({ options: [] })),
    });
    renderWithApp(<FileListsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Editar: Catálogo' }));
    await screen.findByRole('heading', { name: 'Editar lista de arquivos' });
    fireEvent.click(screen.getByRole('button', { name: 'Remover arquivo: Tabela' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.calls('PUT /api/files/4')).toHaveLength(1));
    expect(api.calls('PUT /api/files/4')[0]).toEqual({
      name: 'Catálogo',
      message: 'Veja nossos produtos',
      options: [],
    });
    await waitFor(() => expect(toastMessages()).toContain('Lista de arquivos salva com sucesso'));
  });

  it('deletes a list after confirmation', async () => {
    const api = mockApi({
      'GET /api/files/': () => json(200, { files: [list()], hasMore: false }),
      'DELETE /api/files/4': () => json(204, undefined),
    });
    renderWithApp(<FileListsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir: Catálogo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir lista de arquivos' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/files/4')).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('Lista de arquivos excluída'));
  });
});
