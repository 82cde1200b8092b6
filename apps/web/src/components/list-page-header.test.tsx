import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, resetApp } from '../test/harness';
import { ListPageHeader } from './list-page-header';

describe('ListPageHeader', () => {
  afterEach(resetApp);

  it('shows the title as the heading, searches, and puts extra buttons before add', () => {
    const onSearch = vi.fn();
    const onAdd = vi.fn();
    renderWithApp(
      <ListPageHeader
        title="Tags (3)"
        search={{ label: 'Pesquisar', placeholder: 'Pesquisar...', value: '', onChange: onSearch }}
        add={{ label: 'Adicionar', onClick: onAdd }}
        extraActions={<button type="button">Voltar</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tags (3)' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar' }), { target: { value: 'vip' } });
    expect(onSearch).toHaveBeenCalledWith('vip');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.indexOf('Voltar')).toBeLessThan(buttons.indexOf('Adicionar'));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });
});
