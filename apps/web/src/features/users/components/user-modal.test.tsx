import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { connectionFixture, userFixture } from '../fixtures';
import { UserModal } from './user-modal';

const queues = [
  { id: 1, name: 'Vendas', color: '#ff0000' },
  { id: 2, name: 'Suporte', color: '#00ff00' },
];

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('user modal', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });
  afterEach(resetApp);

  it('shows a plain user only their own fields and never sends the admin ones', async () => {
    signIn({ id: 11, profile: 'user' });
    const api = mockApi({
      'GET /api/users/11': () => json(200, userFixture()),
      'PUT /api/users/11': () => json(200, userFixture({ name: 'Bruno Silva' })),
    });
    renderWithApp(<UserModal open userId={11} onClose={() => {}} />);

    expect(((await screen.findByLabelText(/^Nome/)) as HTMLInputElement).value).toBe('Bruno');
    expect(screen.getByRole('heading', { name: 'Editar usuário' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Permissões' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Perfil/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Filas/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Conexão Padrão/ })).toBeNull();
    expect(screen.queryByLabelText(/^Inicio de trabalho/)).toBeNull();
    expect(screen.queryByLabelText(/^Fim de trabalho/)).toBeNull();
    expect(screen.getByRole('combobox', { name: /^Tema Padrão/ })).toBeTruthy();

    type('Nome', 'Bruno Silva');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.callsTo('PUT', '/api/users/11')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/users/11')[0]?.body).toEqual({
      name: 'Bruno Silva',
      email: 'bruno@example.com',
      farewellMessage: null,
      defaultTheme: 'light',
      defaultMenu: 'open',
    });
    await waitFor(() => expect(toastMessages()).toContain('Usuário salvo com sucesso.'));
  });

  it('gives an admin profile, queues, connection, work hours and the permissions tab', async () => {
    signIn({ profile: 'admin' });
    mockApi({ 'GET /api/queue': () => json(200, queues), 'GET /api/whatsapp': () => json(200, []) });
    renderWithApp(<UserModal open userId={null} onClose={() => {}} />);

    await screen.findByRole('heading', { name: 'Adicionar usuário' });
    expect(screen.getByRole('combobox', { name: /^Perfil/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Filas/ })).toBeTruthy();
    // A company without connections: the field stays usable ('Nenhuma') and says why it is empty.
    expect(screen.getByRole('combobox', { name: /^Conexão Padrão/ }).getAttribute('aria-disabled')).toBeNull();
    expect(await screen.findByText('Nenhuma conexão cadastrada ainda')).toBeTruthy();
    // Work hours in pt-BR are on the 24-hour clock, typed as text (a native time input shows 12:00 AM).
    const start = screen.getByLabelText(/^Inicio de trabalho/) as HTMLInputElement;
    expect(start.type).toBe('text');
    expect(start.value).toBe('00:00');
    expect((screen.getByLabelText(/^Fim de trabalho/) as HTMLInputElement).value).toBe('23:59');
    fireEvent.change(start, { target: { value: '1830' } });
    expect(start.value).toBe('18:30');

    fireEvent.click(screen.getByRole('tab', { name: 'Permissões' }));
    expect(screen.getByRole('combobox', { name: 'Permitir fechar tickets pendentes' }).textContent).toBe('Habilitado');
    expect(screen.getByRole('combobox', { name: 'Ver Dashboard' }).textContent).toBe('Desabilitado');
    expect(screen.getByRole('combobox', { name: 'Permitir Grupos' }).textContent).toBe('Desabilitado');
  });

  it('shows the validation texts in Portuguese in pt-BR and sends nothing', async () => {
    signIn({ profile: 'admin' });
    const api = mockApi({ 'GET /api/queue': () => json(200, queues) });
    renderWithApp(<UserModal open userId={null} onClose={() => {}} />);
    await screen.findByRole('heading', { name: 'Adicionar usuário' });

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getAllByText('Obrigatório')).toHaveLength(2);

    type('Nome', 'A');
    type('Email', 'not-an-email');
    type('Senha', '123');
    type('Inicio de trabalho', '25');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getAllByText('Muito curto!')).toHaveLength(2);
    expect(screen.getByText('Email inválido')).toBeTruthy();
    expect(screen.getByText('Horário inválido')).toBeTruthy();

    type('Nome', 'x'.repeat(51));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getByText('Muito extenso!')).toBeTruthy();
    expect(screen.queryByText(/Required|Too Short!|Too Long!|Invalid email/)).toBeNull();
    expect(api.callsTo('POST', '/api/users')).toHaveLength(0);
  });

  it.each([
    ['en', 'Add', 'Name', 'Required', 'Too Short!', 'Invalid email'],
    ['es', 'Agregar', 'Nombre', 'Obligatorio', '¡Muy corto!', 'Correo inválido'],
    ['tr', 'Ekle', 'Ad', 'Zorunlu', 'Çok kısa!', 'Geçersiz e-posta'],
  ])(
    'in %s, shows the same texts in that language (the spec’s English in en)',
    async (language, add, name, required, tooShort, invalidEmail) => {
      await i18n.changeLanguage(language);
      signIn({ profile: 'admin' });
      mockApi({ 'GET /api/queue': () => json(200, queues), 'GET /api/whatsapp': () => json(200, []) });
      renderWithApp(<UserModal open userId={null} onClose={() => {}} />);
      const submit = await screen.findByRole('button', { name: add });

      fireEvent.click(submit);
      expect(screen.getAllByText(required)).toHaveLength(2);
      type(name, 'A');
      fireEvent.change(screen.getByRole('textbox', { name: /^E-?mail|^E-posta|^Correo/ }), { target: { value: 'x' } });
      fireEvent.click(submit);
      expect(screen.getAllByText(tooShort).length).toBeGreaterThan(0);
      expect(screen.getByText(invalidEmail)).toBeTruthy();
    },
  );

  it("lists the company's connections as 'Conexão Padrão' and saves the chosen one", async () => {
    signIn({ profile: 'admin' });
    const api = mockApi({
      'GET /api/users/11': () => json(200, userFixture({ whatsappId: null })),
      'GET /api/queue': () => json(200, queues),
      'GET /api/whatsapp': () =>
        json(200, [
          connectionFixture({ id: 4, name: 'Vendas WhatsApp' }),
          connectionFixture({ id: 5, name: 'Suporte Instagram', channel: 'instagram' }),
        ]),
      'PUT /api/users/11': () => json(200, userFixture({ whatsappId: 5 })),
    });
    renderWithApp(<UserModal open userId={11} onClose={() => {}} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Conexão Padrão/ }));
    await screen.findByRole('option', { name: 'Suporte Instagram' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Nenhuma', 'Vendas WhatsApp', 'Suporte Instagram']);
    fireEvent.click(screen.getByRole('option', { name: 'Suporte Instagram' }));
    expect(screen.getByRole('combobox', { name: /^Conexão Padrão/ }).textContent).toBe('Suporte Instagram');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(api.callsTo('PUT', '/api/users/11')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/users/11')[0]?.body).toMatchObject({ whatsappId: 5 });
  });

  it('creates a user with the chosen queues, then uploads the avatar; refuses a non-image avatar', async () => {
    signIn({ profile: 'admin' });
    const created = userFixture({ id: 12, name: 'Carla', email: 'carla@example.com' });
    const api = mockApi({
      'GET /api/queue': () => json(200, queues),
      'POST /api/users': () => json(201, created),
      'POST /api/users/12/media-upload': () =>
        json(200, { user: { ...created, profileImage: '/public/3/0123456789abcdef0123456789abcdef.png' } }),
    });
    const closed: string[] = [];
    renderWithApp(<UserModal open userId={null} onClose={() => closed.push('closed')} />);
    await screen.findByRole('heading', { name: 'Adicionar usuário' });

    const avatarInput = screen.getByTestId('user-avatar-input');
    fireEvent.change(avatarInput, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('O avatar deve ser uma imagem')).toBeTruthy();
    fireEvent.change(avatarInput, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect(screen.queryByText('O avatar deve ser uma imagem')).toBeNull();

    type('Nome', 'Carla');
    type('Email', 'Carla@Example.com');
    type('Senha', 'secret-1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Filas/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Suporte' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/users/12/media-upload')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/users')[0]?.body).toMatchObject({
      name: 'Carla',
      email: 'carla@example.com',
      password: 'secret-1',
      profile: 'user',
      queueIds: [2],
      startWork: '00:00',
      endWork: '23:59',
      userClosePendingTicket: 'enabled',
      allowGroup: false,
    });
    const upload = api.callsTo('POST', '/api/users/12/media-upload')[0]?.body as FormData;
    expect((upload.get('profileImage') as File).name).toBe('me.png');
    expect(upload.get('typeArch')).toBe('user');
    await waitFor(() => expect(closed).toEqual(['closed']));
    expect(toastMessages()).toContain('Usuário salvo com sucesso.');
    expect(within(document.body).queryByText('O avatar deve ser uma imagem')).toBeNull();
  });
});
