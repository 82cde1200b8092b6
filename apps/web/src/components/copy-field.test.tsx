import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, resetApp, toastMessages } from '../test/harness';
import { CopyField } from './copy-field';

const renderField = (value: string) =>
  renderWithApp(
    <CopyField label="Webhook" value={value} copyLabel="Copiar Webhook" copiedText="Copiado!" testId="webhook" />,
  );

describe('CopyField', () => {
  afterEach(resetApp);

  it('shows the value read-only and copies it with a toast', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderField('https://example.test/hook');
    const input = screen.getByTestId('webhook') as HTMLInputElement;
    expect(input.value).toBe('https://example.test/hook');
    expect(input.readOnly).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Copiar Webhook' }));
    await waitFor(() => expect(toastMessages()).toContain('Copiado!'));
    expect(writeText).toHaveBeenCalledWith('https://example.test/hook');
  });

  it('says so when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    renderField('secret');
    fireEvent.click(screen.getByRole('button', { name: 'Copiar Webhook' }));
    await waitFor(() => expect(toastMessages()).toContain('Ocorreu um erro!'));
    expect(toastMessages()).not.toContain('Copiado!');
  });

  it('disables the copy button while there is nothing to copy', () => {
    renderField('');
    expect((screen.getByRole('button', { name: 'Copiar Webhook' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
