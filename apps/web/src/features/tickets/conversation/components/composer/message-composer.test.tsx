import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn } from '../../../../../test/harness';
import { windowWidth } from '../../../../../test/window-width';
import { messageFixture, ticketFixture } from '../../fixtures';
import { type ComposerTarget, useComposerState } from '../../lib/composer-state';
import { FilePreviewModal } from '../modals/file-preview-modal';
import { MessageComposer } from './message-composer';

function Harness({
  status = 'open',
  target = null,
}: {
  status?: 'open' | 'closed' | 'pending';
  target?: ComposerTarget;
}) {
  const state = useComposerState();
  const shown = { ...state, target: state.target ?? target };
  return <MessageComposer ticket={ticketFixture({ status })} state={shown} onOpenModal={() => undefined} />;
}

/** The composer beside the attachment preview, as the conversation pane puts them. */
function PreviewHarness() {
  const state = useComposerState();
  return (
    <>
      <MessageComposer ticket={ticketFixture({ status: 'open' })} state={state} onOpenModal={() => undefined} />
      <FilePreviewModal
        files={state.files}
        initialCaption={state.caption}
        sending={false}
        onChange={state.setFiles}
        onSend={() => undefined}
      />
    </>
  );
}

const input = () => screen.getAllByRole('textbox', { hidden: true })[0] as HTMLElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('message composer', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(resetApp);

  it('sends on Enter, keeps Shift+Enter for new lines, never sends empty text', async () => {
    const api = mockApi({
      'POST /api/messages/42': () => json(201, messageFixture({ id: 9, fromMe: true, body: 'oi' })),
    });
    renderWithApp(<Harness />);
    type('   ');
    fireEvent.keyDown(input(), { key: 'Enter' });
    type('oi');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(api.calls('POST /api/messages/42')).toEqual([]);
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() =>
      expect(api.calls('POST /api/messages/42')).toEqual([
        { read: true, fromMe: true, body: 'oi', quotedMsg: null, isPrivate: false, signMessage: true },
      ]),
    );
    await waitFor(() => expect((input() as HTMLTextAreaElement).value).toBe(''));
  });

  it('is disabled with the closed placeholder unless the ticket is open or a group', () => {
    mockApi({});
    renderWithApp(<Harness status="closed" />);
    expect(input().hasAttribute('disabled')).toBe(true);
    expect(input().getAttribute('placeholder')).toBe('Reabra ou aceite este ticket para enviar mensagens.');
    expect(screen.getByRole('button', { name: 'Anexar arquivo' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends private notes unsigned, and offers the signature only when the company allows it', async () => {
    const api = mockApi({
      'GET /api/companySettingOne': () => json(200, { key: 'sendSignMessage', value: 'enabled' }),
      'POST /api/messages/42': () => json(201, {}),
    });
    renderWithApp(<Harness />);
    expect(await screen.findByRole('switch', { name: 'Assinar mensagem' }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Nota privada' }));
    expect(input().getAttribute('placeholder')).toBe('Digite uma nota privada');
    type('só para a equipe');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(
      () =>
        expect(api.calls('POST /api/messages/42')).toMatchObject([
          { body: 'só para a equipe', isPrivate: true, signMessage: false },
        ]),
      { timeout: 5000 },
    );
  });

  it.each([
    [390, 'BUTTON', false],
    [1440, 'INPUT', true],
  ])('at %i px the signature switch is %s, labelled on wide screens only', async (width, tag, labelled) => {
    windowWidth(width);
    const api = mockApi({
      'GET /api/companySettingOne': () => json(200, { key: 'sendSignMessage', value: 'enabled' }),
      'POST /api/messages/42': () => json(201, {}),
    });
    renderWithApp(<Harness />);
    const sign = await screen.findByRole('switch', { name: 'Assinar mensagem' }, { timeout: 5000 });
    expect(sign.tagName).toBe(tag);
    expect(screen.queryByText('Assinar mensagem') !== null).toBe(labelled);
    fireEvent.click(sign);
    type('oi');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(api.calls('POST /api/messages/42')).toMatchObject([{ body: 'oi', signMessage: false }]));
  });

  it('quotes the message being answered', async () => {
    const quoted = messageFixture({ id: 5, body: 'qual o prazo?' });
    const api = mockApi({ 'POST /api/messages/42': () => json(201, {}) });
    renderWithApp(<Harness target={{ mode: 'reply', message: quoted }} />);
    expect(screen.getByTestId('reply-bar').textContent).toContain('Respondendo a Maria Cliente');
    type('amanhã');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() =>
      expect(api.calls('POST /api/messages/42')[0]).toMatchObject({ body: 'amanhã', quotedMsg: { id: 5 } }),
    );
  });

  it('shows a structured message being answered as its readable text', () => {
    mockApi({});
    const pix = messageFixture({
      id: 6,
      mediaType: 'pixMessage',
      body: '[PIX]ABC|12345|Pedido 42',
      dataJson: null,
    });
    renderWithApp(<Harness target={{ mode: 'reply', message: pix }} />);
    const bar = screen.getByTestId('reply-bar').textContent;
    expect(bar).toContain('Pix · R$\u00a0123,45 · Pedido 42');
    expect(bar).not.toContain('[PIX]');
  });

  it('edits a message through POST /messages/edit/{id}, starting from its text', async () => {
    const own = messageFixture({ id: 8, fromMe: true, userId: 7, body: 'texto errado' });
    const api = mockApi({
      'POST /api/messages/edit/8': () => json(200, { ...own, body: 'texto certo', isEdited: true }),
    });
    renderWithApp(<Harness target={{ mode: 'edit', message: own }} />);
    expect((input() as HTMLTextAreaElement).value).toBe('texto errado');
    type('texto certo');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(api.calls('POST /api/messages/edit/8')).toEqual([{ body: 'texto certo' }]));
    expect(api.callsTo('POST', '/api/messages/42')).toHaveLength(0);
  });

  it('edits a signed message from its text alone: the server keeps the signature line', async () => {
    const signed = { id: 8, fromMe: true, userId: 7, body: '*Ana:*\nPrazo: 2 dias', dataJson: '{"signature":"Ana"}' };
    const api = mockApi({ 'POST /api/messages/edit/8': () => json(200, messageFixture(signed)) });
    renderWithApp(<Harness target={{ mode: 'edit', message: messageFixture(signed) }} />);
    expect((input() as HTMLTextAreaElement).value).toBe('Prazo: 2 dias');
    type('Prazo: 3 dias');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(api.calls('POST /api/messages/edit/8')).toEqual([{ body: 'Prazo: 3 dias' }]));
  });

  it('inserts emojis from the lazily loaded picker at the caret, one after another', async () => {
    mockApi({});
    renderWithApp(<Harness />);
    type('Olá mundo');
    // The composer is hidden from the accessibility tree while the popover is open: keep hold of it.
    const text = input() as HTMLTextAreaElement;
    text.setSelectionRange(3, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Emojis' }));
    // The Portuguese emoji names (the pt dataset, loaded on demand) are searched. Plain selectors:
    // role queries over the picker's ~1900 cells take jsdom tens of seconds.
    const search = await screen.findByLabelText('Pesquisar emoji', { selector: 'input' }, { timeout: 10_000 });
    fireEvent.change(search, { target: { value: 'coração vermelho' } });
    const heart = () => document.querySelector<HTMLElement>('[role="gridcell"][aria-label="coração vermelho"]');
    await waitFor(() => expect(heart()).not.toBeNull());
    fireEvent.click(heart() as HTMLElement);
    await waitFor(() => expect(text.value).toBe('Olá❤️ mundo'));
    fireEvent.click(heart() as HTMLElement);
    expect(text.value).toBe('Olá❤️❤️ mundo');
    expect(text.selectionStart).toBe('Olá❤️❤️'.length);
    // Closing gives the focus back to the text, caret in place, ready to go on typing.
    fireEvent.keyDown(search.closest('.MuiPopover-paper') as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(text.selectionStart).toBe('Olá❤️❤️'.length);
  });

  it("offers only the quick replies whose shortcode holds the typed word after '/'", async () => {
    const api = mockApi({
      'GET /api/quick-messages/list': () =>
        json(200, [
          { id: 1, shortcode: 'ola', message: 'Olá!', mediaPath: null, mediaName: null },
          { id: 2, shortcode: 'preco', message: 'R$ 10', mediaPath: null, mediaName: null },
        ]),
    });
    renderWithApp(<Harness />);
    type('ola');
    expect(api.callsTo('GET', '/api/quick-messages/list')).toHaveLength(0);
    type('/PRE');
    expect(await screen.findByRole('button', { name: 'preco - R$ 10' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ola - Olá!' })).toBeNull();
    type('/xyz');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Respostas rápidas' })).toBeNull());
  });

  it("queues a quick reply's attachment in the preview with its text as the caption", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    mockApi({
      'GET /api/quick-messages/list': () =>
        json(200, [
          {
            id: 3,
            shortcode: 'catalogo',
            message: 'Segue o catálogo, {{firstName}}',
            mediaPath: '/public/1/abc.png',
            mediaName: 'catalogo.png',
          },
        ]),
      'GET /public/1/abc.png': () => new Response(png, { status: 200, headers: { 'content-type': 'image/png' } }),
    });
    renderWithApp(<PreviewHarness />);
    type('/cat');
    fireEvent.click(await screen.findByRole('button', { name: /^catalogo - Segue o catálogo/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('catalogo.png')).toBeTruthy();
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Segue o catálogo, {{firstName}}');
    expect((input() as HTMLTextAreaElement).value).toBe('');
  });

  it("puts a quick reply's text in the composer; previews cut at 90 characters", async () => {
    mockApi({
      'GET /api/quick-messages/list': () =>
        json(200, [{ id: 1, shortcode: 'ola', message: `Olá! ${'a'.repeat(120)}`, mediaPath: null, mediaName: null }]),
    });
    renderWithApp(<Harness />);
    type('/ol');
    const option = await screen.findByRole('button', { name: `ola - Olá! ${'a'.repeat(85)}...` });
    fireEvent.click(option);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe(`Olá! ${'a'.repeat(120)}`);
  });
});
