import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { renderWithApp, resetApp } from '../test/harness';
import { UnavailableSelect } from './unavailable-select';

describe('UnavailableSelect', () => {
  beforeEach(() => i18n.changeLanguage('pt-BR'));
  afterEach(resetApp);

  it('shows the setting disabled at "none" and says on hover that the feature comes later', async () => {
    renderWithApp(<UnavailableSelect field="promptId" />);
    const select = screen.getByRole('combobox', { name: /^Prompt/ });
    expect(select.getAttribute('aria-disabled')).toBe('true');
    expect(select.textContent).toBe('Nenhum');
    fireEvent.mouseOver(select.closest('span') as HTMLElement);
    expect(await screen.findByText('Em breve: integrações e prompts ainda não existem nesta versão.')).toBeTruthy();
  });

  it('is translated', async () => {
    await i18n.changeLanguage('en');
    renderWithApp(<UnavailableSelect field="integrationId" />);
    expect(screen.getByRole('combobox', { name: /^Integration/ }).textContent).toBe('None');
  });
});
