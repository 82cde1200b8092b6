import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';
import { i18n } from '../../../../../i18n';
import { resetApp, signIn } from '../../../../../test/harness';

/**
 * The set-up of the renderer tests: pt-BR, a signed-in attendant, and console.error captured,
 * since malformed payloads are logged there (spec 1 §8 'Erro ao processar ...').
 */
export function setUpRendererTests() {
  const spies: { logged: MockInstance<typeof console.error> } = { logged: vi.fn() };
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
    signIn();
    spies.logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    spies.logged.mockRestore();
    resetApp();
  });
  return spies;
}
