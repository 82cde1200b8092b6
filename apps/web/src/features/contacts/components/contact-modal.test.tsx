import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { contactDetailFixture } from '../fixtures';
import { ContactModal } from './contact-modal';

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('contact modal', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ profile: 'user' });
  });
  afterEach(resetApp);

  it('refuses a short name, a short number and a bad e-mail with the form texts, sending nothing', async () => {
    const api = mockApi({});
    renderWithApp(<ContactModal open contactId={null} onClose={() => {}} />);
    await screen.findByRole('heading', { name: 'Adicionar contato' });
    type('Nome', 'A');
    type('Número do Whatsapp', '(11) 123');
    type('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));

    expect(await screen.findAllByText('Muito curto!')).toHaveLength(2);
    expect(screen.getByText('Email inválido')).toBeTruthy();
    type('Nome', 'x'.repeat(251));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Muito extenso!')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('creates a contact with disableBot and its filled extra info', async () => {
    const api = mockApi({ 'POST /api/contacts': () => json(201, contactDetailFixture()) });
    let closed = false;
    renderWithApp(<ContactModal open contactId={null} onClose={() => (closed = true)} />);
    await screen.findByRole('heading', { name: 'Adicionar contato' });
    type('Nome', 'Maria Silva');
    type('Número do Whatsapp', '+55 (11) 98765-4321');
    fireEvent.click(screen.getByLabelText('Desabilitar chatbot'));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar informação' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar informação' }));
    fireEvent.change(screen.getAllByLabelText('Nome do campo')[0] as HTMLElement, { target: { value: 'CPF' } });
    fireEvent.change(screen.getAllByLabelText('Valor')[0] as HTMLElement, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));

    await waitFor(() =>
      expect(api.calls('POST /api/contacts')).toEqual([
        {
          name: 'Maria Silva',
          number: '+55 (11) 98765-4321',
          email: '',
          disableBot: true,
          extraInfo: [{ name: 'CPF', value: '123' }],
        },
      ]),
    );
    await waitFor(() => expect(toastMessages()).toContain('Contato salvo com sucesso.'));
    expect(closed).toBe(true);
  });

  it('edits a contact, sending the masked number back as it came', async () => {
    const api = mockApi({
      'GET /api/contacts/21': () =>
        json(200, contactDetailFixture({ number: '5511987****21', extraInfo: [{ id: 1, name: 'CPF', value: '1' }] })),
      'PUT /api/contacts/21': () => json(200, contactDetailFixture()),
    });
    renderWithApp(<ContactModal open contactId={21} onClose={() => {}} />);
    await waitFor(() => expect(field('Nome').value).toBe('Maria Silva'));
    type('Nome', 'Maria S.');
    fireEvent.click(screen.getByRole('button', { name: 'Remover informação 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.calls('PUT /api/contacts/21')).toEqual([
        { name: 'Maria S.', number: '5511987****21', email: 'maria@example.com', disableBot: false, extraInfo: [] },
      ]),
    );
  });
});
