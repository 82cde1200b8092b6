import { planFeatures } from '@chatdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { session } from '../../../lib/session';
import { allPlanFeatures, sessionAnswer } from '../../../test/fixtures';
import { json, mockApi, renderRoutes, renderWithApp, resetApp, signIn, toastMessages } from '../../../test/harness';
import { MessagesApiPage } from './messages-api-page';

const company = (plan: object) => ({ id: 3, name: 'Acme', dueDate: '2999-12-31T00:00:00.000Z', plan });
const sent = { message: 'Mensagem enviada', ticketId: 12, ticketStatus: 'pending', contactId: 5, messageIds: [99] };

/** The init of the n-th call to the stubbed fetch. */
const initOf = (api: ReturnType<typeof mockApi>, index = 0) => api.fetch.mock.calls[index]?.[1] as RequestInit;
const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('messages API page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn({ company: company(allPlanFeatures) });
  });
  afterEach(resetApp);

  it('documents text and media sends with curl examples on the page origin', () => {
    renderWithApp(<MessagesApiPage />, '/messages-api');
    expect(screen.getByRole('heading', { name: 'Documentação para envio de mensagens' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. Mensagens de Texto' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2. Mensagens de Mídia' })).toBeTruthy();
    const endpoint = `${window.location.origin}/api/messages/send`;
    const textCurl = screen.getByTestId('messages-api-text-curl').textContent ?? '';
    expect(textCurl).toContain(`curl -X POST '${endpoint}'`);
    expect(textCurl).toContain("-H 'Authorization: Bearer TOKEN'");
    expect(textCurl).toContain('"number":"5511912345678"');
    const mediaCurl = screen.getByTestId('messages-api-media-curl').textContent ?? '';
    expect(mediaCurl).toContain("-F 'medias=@/caminho/arquivo.pdf'");
  });

  it('text test: requires token, number and body, then sends JSON with the typed token and shows the answer', async () => {
    const api = mockApi({ 'POST /api/messages/send': () => json(201, sent) });
    renderWithApp(<MessagesApiPage />, '/messages-api');
    const form = screen.getByRole('form', { name: '1. Mensagens de Texto' });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(within(form).getAllByText('Obrigatório')).toHaveLength(3);
    expect(api.fetch).not.toHaveBeenCalled();

    type(form, 'Token cadastrado', 'abc123TOKEN');
    type(form, 'Número', '5511912345678');
    type(form, 'Mensagem', 'Olá do teste');
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar' }));

    await waitFor(() =>
      expect(api.calls('POST /api/messages/send')).toEqual([{ number: '5511912345678', body: 'Olá do teste' }]),
    );
    const headers = initOf(api).headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer abc123TOKEN');
    expect(headers['content-type']).toBe('application/json');
    const answer = await within(form).findByTestId('messages-api-text-answer');
    expect(JSON.parse(answer.textContent ?? '')).toEqual(sent);
    expect(toastMessages()).toContain('Mensagem enviada com sucesso');
  });

  it('media test: requires a file, sends multipart with the file name as body when empty', async () => {
    const api = mockApi({ 'POST /api/messages/send': () => json(201, { ...sent, messageIds: [100] }) });
    renderWithApp(<MessagesApiPage />, '/messages-api');
    const form = screen.getByRole('form', { name: '2. Mensagens de Mídia' });
    type(form, 'Token cadastrado', 'abc123TOKEN');
    type(form, 'Número', '5511912345678');
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(within(form).getByText('Obrigatório')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();

    const file = new File(['%PDF-1.4'], 'boleto.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByTestId('messages-api-media-file'), { target: { files: [file] } });
    expect(within(form).getByText('boleto.pdf')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(1));
    const body = initOf(api).body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('number')).toBe('5511912345678');
    expect(body.get('body')).toBe('boleto.pdf');
    expect((body.get('medias') as File).name).toBe('boleto.pdf');
    expect((initOf(api).headers as Record<string, string>)['content-type']).toBeUndefined();
    await within(form).findByTestId('messages-api-media-answer');
  });

  it("shows a refused token's answer with the translated error and keeps the user's session", async () => {
    const refusal = { error: 'ERR_INVALID_API_TOKEN', message: 'Token da API inválido. Confira o token da conexão.' };
    mockApi({ 'POST /api/messages/send': () => json(401, refusal) });
    renderWithApp(<MessagesApiPage />, '/messages-api');
    const form = screen.getByRole('form', { name: '1. Mensagens de Texto' });
    type(form, 'Token cadastrado', 'wrong');
    type(form, 'Número', '5511912345678');
    type(form, 'Mensagem', 'oi');
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar' }));

    const answer = await within(form).findByTestId('messages-api-text-answer');
    expect(JSON.parse(answer.textContent ?? '')).toEqual(refusal);
    expect(within(form).getByText('Resposta da API (401)')).toBeTruthy();
    await waitFor(() => expect(toastMessages()).toContain('Token da API inválido. Confira o token da conexão.'));
    expect(session.getToken()).toBe(sessionAnswer.token);
  });

  it('sends a plan without useExternalApi home after a second, saying why', async () => {
    const withoutApi = Object.fromEntries(planFeatures.map((feature) => [feature, feature !== 'useExternalApi']));
    signIn({ company: company(withoutApi) });
    const router = renderRoutes(
      [
        { path: '/', element: <p>início</p> },
        { path: '/messages-api', element: <MessagesApiPage /> },
      ],
      '/messages-api',
    );
    expect(screen.queryByRole('heading', { name: 'Documentação para envio de mensagens' })).toBeNull();
    expect(toastMessages()).toContain(
      'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
    );
    expect(router.state.location.pathname).toBe('/messages-api');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(screen.getByText('início')).toBeTruthy();
  });
});
