import { companyEvent } from '@chatdesk/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { createFakeSocket } from '../../../test/fake-socket';
import { defaultPermissions } from '../../../test/fixtures';
import { json, mockApi, resetApp, signIn } from '../../../test/harness';
import { connectionFixture } from '../fixtures';

const fake = vi.hoisted(() => ({ socket: null as unknown }));
vi.mock('../../../lib/socket-provider', () => ({ useSocket: () => fake.socket }));
const { useConnectionsNeedAttention, attentionDebounceMs } = await import('./use-connections-attention');
const socket = createFakeSocket();
fake.socket = socket;

function renderBadge() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useConnectionsNeedAttention(), { wrapper });
}

const session = (id: number, status: string) =>
  socket.deliver(companyEvent(3, 'whatsappSession'), { action: 'update', session: { id, status } });

describe('connections badge', () => {
  afterEach(() => {
    vi.useRealTimers();
    socket.reset();
    resetApp();
  });

  it('turns on 2 s after a connection needs attention and off 2 s after all are connected', async () => {
    signIn();
    mockApi({
      'GET /api/whatsapp': () =>
        json(200, [connectionFixture({ id: 1 }), connectionFixture({ id: 2, status: 'CONNECTED', isDefault: false })]),
    });
    const { result } = renderBadge();
    await waitFor(() => expect(socket.listeners(companyEvent(3, 'whatsappSession'))).toBe(1));
    // Let the list load before the clock is frozen.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(result.current).toBe(false);

    vi.useFakeTimers();
    session(2, 'DISCONNECTED');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(attentionDebounceMs - 100);
    });
    expect(result.current).toBe(false);
    // A flap inside the window restarts the wait.
    session(2, 'TIMEOUT');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(attentionDebounceMs - 100);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(result.current).toBe(true);

    session(2, 'CONNECTED');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(attentionDebounceMs + 100);
    });
    expect(result.current).toBe(false);
  });

  it('asks nothing for a user who does not see the connections entry', async () => {
    signIn({ profile: 'user', ...defaultPermissions });
    const api = mockApi({ 'GET /api/whatsapp': () => json(200, [connectionFixture({ status: 'qrcode' })]) });
    const { result } = renderBadge();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, attentionDebounceMs + 100));
    });
    expect(result.current).toBe(false);
    expect(api.callsTo('GET', '/api/whatsapp')).toHaveLength(0);
  });
});
