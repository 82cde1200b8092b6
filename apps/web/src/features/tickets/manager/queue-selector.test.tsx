import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { QueueSelector } from './queue-selector';

const queues = [
  { id: 1, name: 'Vendas', color: '#ff0000' },
  { id: 2, name: 'Suporte', color: '#00ff00' },
];

/** The selector with the manager's state around it; `changes` records what it reported. */
function Selector({ changes, offerWithoutQueue = true }: { changes: unknown[]; offerWithoutQueue?: boolean }) {
  const [queueIds, setQueueIds] = useState([1, 2]);
  const [withoutQueue, setWithoutQueue] = useState(false);
  return (
    <QueueSelector
      queues={queues}
      queueIds={queueIds}
      withoutQueue={withoutQueue}
      offerWithoutQueue={offerWithoutQueue}
      onChange={(ids, without) => {
        changes.push({ ids, without });
        setQueueIds(ids);
        setWithoutQueue(without);
      }}
    />
  );
}

const option = (name: string) => screen.getByRole('option', { name });
const isDisabled = (name: string) => option(name).getAttribute('aria-disabled') === 'true';

describe('QueueSelector', () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));

  it('starts with all the queues and never lets the last one go (an empty choice would list every queue)', () => {
    const changes: unknown[] = [];
    render(<Selector changes={changes} />);
    const select = screen.getByRole('combobox');
    expect(select.textContent).toBe('Filas (2)');
    fireEvent.mouseDown(select);
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Vendas', 'Suporte', 'SEM FILA']);
    expect(isDisabled('Vendas')).toBe(false);

    fireEvent.click(option('Vendas'));
    expect(changes).toEqual([{ ids: [2], without: false }]);
    // Suporte is the last one chosen: it is locked.
    expect(isDisabled('Suporte')).toBe(true);
    expect(isDisabled('Vendas')).toBe(false);

    // 'SEM FILA' is a separate choice and does not count as a queue.
    fireEvent.click(option('SEM FILA'));
    expect(changes.at(-1)).toEqual({ ids: [2], without: true });
    expect(isDisabled('Suporte')).toBe(true);
    fireEvent.click(option('Vendas'));
    expect(changes.at(-1)).toEqual({ ids: [2, 1], without: true });
    expect(isDisabled('Suporte')).toBe(false);
  });

  it("offers 'SEM FILA' only to users who may see queueless tickets", () => {
    render(<Selector changes={[]} offerWithoutQueue={false} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(screen.queryByRole('option', { name: 'SEM FILA' })).toBeNull();
  });
});
