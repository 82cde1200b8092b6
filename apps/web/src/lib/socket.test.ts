import { socketReconnectDelayMs } from '@chatdesk/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

const fake = vi.hoisted(() => ({
  io: vi.fn(),
  handlers: new Map<string, Handler>(),
  socket: { active: true, connected: false, on: vi.fn(), emit: vi.fn(), connect: vi.fn(), disconnect: vi.fn() },
}));

vi.mock('socket.io-client', () => ({ io: fake.io }));

const { connectCompanySocket } = await import('./socket');

const fire = (event: string, ...args: unknown[]) => fake.handlers.get(event)?.(...args);

describe('company socket', () => {
  beforeEach(() => {
    fake.handlers.clear();
    vi.clearAllMocks();
    fake.socket.active = true;
    fake.socket.on.mockImplementation((event: string, handler: Handler) => fake.handlers.set(event, handler));
    fake.io.mockReturnValue(fake.socket);
  });

  it('joins the company namespace, reconnects forever every second, with the token in auth', () => {
    let token = 'first';
    connectCompanySocket({ companyId: 3, getToken: () => token, onReconnect: vi.fn() });

    const [url, options] = fake.io.mock.calls[0] as [string, Record<string, unknown>];
    expect(url).toBe('/3');
    expect(options).toMatchObject({
      path: '/socket.io',
      reconnection: true,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      reconnectionDelay: socketReconnectDelayMs,
      reconnectionDelayMax: socketReconnectDelayMs,
    });
    const auth = options.auth as (send: (data: object) => void) => void;
    token = 'refreshed';
    const send = vi.fn();
    auth(send);
    expect(send).toHaveBeenCalledWith({ token: 'refreshed' });
  });

  it('invalidates (onReconnect) on every connection after the first', () => {
    const onReconnect = vi.fn();
    connectCompanySocket({ companyId: 3, getToken: () => 't', onReconnect });

    fire('connect');
    expect(onReconnect).not.toHaveBeenCalled();
    fire('connect');
    fire('connect');
    expect(onReconnect).toHaveBeenCalledTimes(2);
    expect(fake.socket.emit).toHaveBeenCalledWith('userStatus');
  });

  it('refreshes the token once after a refused handshake, then dials again', async () => {
    const refreshToken = vi.fn(async () => undefined);
    connectCompanySocket({ companyId: 3, getToken: () => 't', onReconnect: vi.fn(), refreshToken });

    fake.socket.active = false;
    fire('connect_error', new Error('ERR_INVALID_TOKEN'));
    fire('connect_error', new Error('ERR_INVALID_TOKEN'));
    await Promise.resolve();
    await Promise.resolve();
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(fake.socket.connect).toHaveBeenCalledTimes(1);
  });

  it('leaves transport failures to socket.io (it keeps retrying)', () => {
    const refreshToken = vi.fn(async () => undefined);
    connectCompanySocket({ companyId: 3, getToken: () => 't', onReconnect: vi.fn(), refreshToken });
    fire('connect_error', new Error('websocket error'));
    expect(refreshToken).not.toHaveBeenCalled();
  });

  it('closes for good', () => {
    const connection = connectCompanySocket({ companyId: 3, getToken: () => 't', onReconnect: vi.fn() });
    connection.close();
    expect(fake.socket.disconnect).toHaveBeenCalled();
  });
});
