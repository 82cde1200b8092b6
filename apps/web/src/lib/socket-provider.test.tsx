import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { resetApp, signIn } from '../test/harness';
import type { CompanySocketOptions } from './socket';

const fake = vi.hoisted(() => ({ options: null as CompanySocketOptions | null, close: vi.fn() }));
vi.mock('./socket', () => ({
  connectCompanySocket: (options: CompanySocketOptions) => {
    fake.options = options;
    return { socket: { id: 'fake' }, close: fake.close };
  },
}));
const { SocketProvider } = await import('./socket-provider');

function Counter({ load }: { load: () => Promise<number> }) {
  const query = useQuery({ queryKey: ['counter'], queryFn: load, staleTime: Number.POSITIVE_INFINITY });
  return <p>{`loads: ${query.data ?? 0}`}</p>;
}

describe('socket provider', () => {
  afterEach(resetApp);

  it('refetches what the screen shows once the socket reconnects (events missed meanwhile are lost)', async () => {
    signIn();
    let loads = 0;
    const load = async () => ++loads;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SocketProvider>
          <Counter load={load} />
        </SocketProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('loads: 1')).toBeTruthy();
    expect(fake.options?.companyId).toBe(3);
    act(() => fake.options?.onReconnect());
    expect(await screen.findByText('loads: 2')).toBeTruthy();
  });
});
