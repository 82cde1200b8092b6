import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { renderWithApp, resetApp, signIn } from '../../../test/harness';
import { taskStorageKey } from '../lib/task-store';
import { TodoListPage } from './todo-list-page';

const storedTasks = (companyId: number, userId: number) =>
  JSON.parse(window.localStorage.getItem(taskStorageKey(companyId, userId)) ?? '[]') as { text: string }[];

describe('to-do list page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    window.localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-10T09:00:00Z') });
    signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApp();
  });

  const typeTask = (text: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: 'Nova tarefa' }), { target: { value: text } });

  it('adds, edits and deletes tasks with their created and updated times, keeping them in this browser', () => {
    renderWithApp(<TodoListPage />, '/todolist');
    expect(screen.getByText('Nenhuma tarefa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adicionar' }).hasAttribute('disabled')).toBe(true);
    typeTask('   ');
    expect(screen.getByRole('button', { name: 'Adicionar' }).hasAttribute('disabled')).toBe(true);

    typeTask('  Ligar para o cliente ');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    typeTask('Enviar proposta');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const list = screen.getByRole('list', { name: 'Tarefas' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Ligar|Enviar/).textContent)).toEqual([
      'Ligar para o cliente',
      'Enviar proposta',
    ]);
    expect(within(items[0] as HTMLElement).getByText(/^Criada em /)).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText(/^Atualizada em /)).toBeNull();
    expect(storedTasks(3, 7).map((task) => task.text)).toEqual(['Ligar para o cliente', 'Enviar proposta']);

    vi.setSystemTime(new Date('2026-03-10T11:30:00Z'));
    fireEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Editar tarefa' }));
    expect((screen.getByRole('textbox', { name: 'Nova tarefa' }) as HTMLInputElement).value).toBe(
      'Ligar para o cliente',
    );
    typeTask('Ligar para o cliente às 15h');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const edited = within(screen.getByRole('list', { name: 'Tarefas' })).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(edited).getByText('Ligar para o cliente às 15h')).toBeTruthy();
    const created = within(edited).getByText(/^Criada em /).textContent ?? '';
    const updated = within(edited).getByText(/^Atualizada em /).textContent ?? '';
    expect(updated.replace('Atualizada', 'Criada')).not.toBe(created);
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeTruthy();

    fireEvent.click(within(edited).getByRole('button', { name: 'Excluir tarefa' }));
    expect(within(screen.getByRole('list', { name: 'Tarefas' })).getAllByRole('listitem')).toHaveLength(1);
    expect(storedTasks(3, 7).map((task) => task.text)).toEqual(['Enviar proposta']);
  });

  it("keeps each user's list apart and reads what the browser already holds", () => {
    window.localStorage.setItem(
      taskStorageKey(3, 8),
      JSON.stringify([
        { id: 'a', text: 'Tarefa do Bruno', createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-02T10:00:00Z' },
      ]),
    );
    window.localStorage.setItem(taskStorageKey(3, 7), 'not json');
    renderWithApp(<TodoListPage />, '/todolist');
    expect(screen.getByText('Nenhuma tarefa')).toBeTruthy();
    // Another user signs in on this browser: the page reads that user's list.
    signIn({ id: 8, name: 'Bruno' });
    expect(screen.getAllByText('Tarefa do Bruno')).toHaveLength(1);
    expect(screen.getAllByText(/^Atualizada em /)).toHaveLength(1);
  });
});
