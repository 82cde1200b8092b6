import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n';
import { json, mockApi, renderWithApp, resetApp, signIn } from '../../../../test/harness';
import { FlowSelect } from './flow-select';

const item = (id: number, name: string) => ({
  id,
  name,
  active: true,
  version: 1,
  userId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** The select with its value kept, as a form would; every change is recorded. */
function Harness({ initial, changes }: { initial: number | null; changes: (number | null)[] }) {
  const [value, setValue] = useState(initial);
  return (
    <FlowSelect
      label="Fluxo de boas-vindas"
      hint="Roda para um contato novo"
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Fluxo de boas-vindas' }) as HTMLInputElement;

describe('flow select', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
  });
  afterEach(resetApp);

  it('loads flows when opened, searches by name, pages as the list scrolls and picks one', async () => {
    const api = mockApi({
      'GET /api/flowbuilder': ({ search }) => {
        if (search.get('searchParam') === 'pós') return json(200, { flows: [item(7, 'Pós-venda')], hasMore: false });
        return search.get('pageNumber') === '2'
          ? json(200, { flows: [item(3, 'Cobrança')], hasMore: false })
          : json(200, { flows: [item(1, 'Boas-vindas'), item(2, 'Suporte')], hasMore: true });
      },
    });
    const changes: (number | null)[] = [];
    renderWithApp(<Harness initial={null} changes={changes} />);
    expect(screen.getByText('Roda para um contato novo')).toBeTruthy();
    expect(api.callsTo('GET', '/api/flowbuilder')).toHaveLength(0);

    fireEvent.mouseDown(combobox());
    await screen.findByRole('option', { name: 'Suporte' }, { timeout: 4000 });
    // The listbox moves its scroll itself (highlighting): a position near the end it may write to.
    const listbox = screen.getByRole('listbox');
    Object.defineProperties(listbox, {
      scrollTop: { configurable: true, get: () => 501, set: () => undefined },
      scrollHeight: { configurable: true, value: 1000 },
      clientHeight: { configurable: true, value: 400 },
    });
    fireEvent.scroll(listbox);
    await screen.findByRole('option', { name: 'Cobrança' }, { timeout: 4000 });

    fireEvent.focus(combobox());
    fireEvent.change(combobox(), { target: { value: 'pós' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Pós-venda' }, { timeout: 4000 }));
    expect(changes).toEqual([7]);
    expect(combobox().value).toBe('Pós-venda');
  });

  it('shows a stored flow by its name, searches past it and clears the choice', async () => {
    mockApi({
      'GET /api/flowbuilder/4': () => json(200, item(4, 'Atendimento')),
      'GET /api/flowbuilder': ({ search }) =>
        json(200, { flows: search.get('searchParam') === 'pós' ? [item(7, 'Pós-venda')] : [], hasMore: false }),
    });
    const changes: (number | null)[] = [];
    renderWithApp(<Harness initial={4} changes={changes} />);
    await waitFor(() => expect(combobox().value).toBe('Atendimento'));
    fireEvent.focus(combobox());
    fireEvent.change(combobox(), { target: { value: 'pós' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Pós-venda' }, { timeout: 4000 }));
    fireEvent.click(screen.getByLabelText('Limpar'));
    expect(changes).toEqual([7, null]);
    expect(combobox().value).toBe('');
  });

  it('shows a stored id whose flow no longer exists as unavailable, with no error toast', async () => {
    mockApi({
      'GET /api/flowbuilder/9': () => json(404, { error: 'ERR_NO_FLOW_FOUND', message: 'Nenhum fluxo' }),
    });
    renderWithApp(<Harness initial={9} changes={[]} />);
    await waitFor(() => expect(combobox().value).toBe('Fluxo indisponível (#9)'));
    expect(screen.getByText('Este fluxo não existe mais: escolha outro ou limpe o campo.')).toBeTruthy();
    expect(combobox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Nenhum fluxo encontrado com este ID.')).toBeNull();
  });
});
