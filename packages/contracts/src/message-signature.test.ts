import { describe, expect, it } from 'vitest';
import { signatureOf, signedText, unsignedText, withoutSignature } from './message-signature';

describe('message signature', () => {
  const body = signedText('Beatriz (Vendas)', 'Olá!');

  it('writes the name in WhatsApp bold on its own line', () => {
    expect(body).toBe('*Beatriz (Vendas):*\nOlá!');
  });

  it('reads the signer from dataJson as stored (object) or as answers carry it (JSON text)', () => {
    expect(signatureOf({ signature: 'Ana' })).toBe('Ana');
    expect(signatureOf('{"signature":"Ana"}')).toBe('Ana');
    for (const none of [null, undefined, '', 'not json', '[1]', { signature: '' }, { signature: 3 }, { title: 'x' }]) {
      expect(signatureOf(none)).toBeNull();
    }
  });

  it('removes exactly the recorded signature line, and nothing from unsigned or differently signed texts', () => {
    expect(unsignedText(body, { signature: 'Beatriz (Vendas)' })).toBe('Olá!');
    expect(unsignedText(body, null)).toBe(body);
    expect(unsignedText(body, { signature: 'Ana' })).toBe(body);
    expect(unsignedText('*Beatriz (Vendas):* Olá!', { signature: 'Beatriz (Vendas)' })).toBe(
      '*Beatriz (Vendas):* Olá!',
    );
  });

  it('drops the signature from dataJson, keeping anything else', () => {
    expect(withoutSignature({ signature: 'Ana' })).toBeNull();
    expect(withoutSignature({ signature: 'Ana', fileName: 'a.pdf' })).toEqual({ fileName: 'a.pdf' });
    expect(withoutSignature(null)).toBeNull();
  });
});
