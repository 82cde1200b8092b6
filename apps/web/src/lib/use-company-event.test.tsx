import { act, render } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetApp, signIn } from '../test/harness';

const handlers = new Map<string, (payload: unknown) => void>();
const fakeSocket = {
  on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
  off: (event: string) => handlers.delete(event),
} as unknown as Socket;
vi.mock('./socket-provider', () => ({ useSocket: () => fakeSocket }));

const { useCompanyEvent } = await import('./use-company-event');

function Listener({ onEvent }: { onEvent: (payload: unknown) => void }) {
  useCompanyEvent('quickemessage', onEvent);
  return null;
}

describe('useCompanyEvent', () => {
  afterEach(resetApp);

  it("hears its company's topic while mounted, and stops listening when unmounted", () => {
    signIn({ companyId: 7 });
    const onEvent = vi.fn();
    const view = render(<Listener onEvent={onEvent} />);
    const event = 'company-7-quickemessage';
    act(() => handlers.get(event)?.({ action: 'delete', id: 3 }));
    expect(onEvent).toHaveBeenCalledWith({ action: 'delete', id: 3 });
    view.unmount();
    expect(handlers.has(event)).toBe(false);
  });
});
