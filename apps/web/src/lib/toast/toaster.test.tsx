import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store';
import { Toaster } from './toaster';

function renderPage(store = createToastStore(), dialogOpen = true) {
  const page = (open: boolean) => (
    <>
      <Toaster store={store} />
      <button type="button">behind the dialog</button>
      <Dialog open={open} aria-labelledby="dialog-title">
        <DialogTitle id="dialog-title">Editar fila</DialogTitle>
      </Dialog>
    </>
  );
  const { rerender } = render(page(dialogOpen));
  return { store, openDialog: () => rerender(page(true)) };
}

describe('toaster', () => {
  it('shows a toast raised while a dialog is open to assistive technology', async () => {
    const { store } = renderPage();
    expect(screen.getByRole('dialog', { name: 'Editar fila' })).toBeTruthy();
    // The dialog still hides the page behind it.
    expect(screen.queryByRole('button', { name: 'behind the dialog' })).toBeNull();

    act(() => store.show({ message: 'Fila salva', severity: 'success' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Fila salva');
  });

  it('keeps a toast readable when a dialog opens over it', async () => {
    const { store, openDialog } = renderPage(createToastStore(), false);
    act(() => store.show({ key: 'ERR_X', message: 'Sem permissão', severity: 'error' }));
    expect(screen.getByRole('alert').textContent).toContain('Sem permissão');

    openDialog();

    expect(await screen.findByRole('dialog', { name: 'Editar fila' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Sem permissão');
  });
});
