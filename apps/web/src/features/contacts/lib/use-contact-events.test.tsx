import { companyEvent } from '@chatdesk/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { resetApp, signIn } from '../../../test/harness';
import { contactsKeys } from '../api/get-contacts';

type Handler = (payload: unknown) => void;
const fake = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));

vi.mock('../../../lib/socket-provider', () => ({
  useSocket: () => ({
    on: (event: string, handler: Handler) => fake.handlers.set(event, handler),
    off: (event: string) => fake.handlers.delete(event),
  }),
}));

const { useContactEvents } = await import('./use-contact-events');

describe('contact events', () => {
  afterEach(resetApp);

  it("refetches the lists on the company's contact events and drops a deleted contact", () => {
    signIn({ companyId: 3 });
    const client = createQueryClient();
    const list = [...contactsKeys.all, 'list', '', []];
    client.setQueryData(list, { pages: [], pageParams: [] });
    client.setQueryData(contactsKeys.detail(21), { id: 21 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useContactEvents(), { wrapper });
    const handle = fake.handlers.get(companyEvent(3, 'contact'));
    expect(handle).toBeTypeOf('function');

    act(() => handle?.({ action: 'reload', created: 2, updated: 0 }));
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);

    act(() => handle?.({ action: 'delete', contactId: 21 }));
    expect(client.getQueryData(contactsKeys.detail(21))).toBeUndefined();

    unmount();
    expect(fake.handlers.has(companyEvent(3, 'contact'))).toBe(false);
  });
});
