import { describe, expect, it } from 'vitest';
import { isCpfOrCnpj, subscriptionBody } from './billing';

describe('isCpfOrCnpj', () => {
  it('accepts a CPF or CNPJ with valid check digits, with or without punctuation', () => {
    expect(isCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isCpfOrCnpj('52998224725')).toBe(true);
    expect(isCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCpfOrCnpj('11222333000181')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and other lengths', () => {
    expect(isCpfOrCnpj('529.982.247-24')).toBe(false);
    expect(isCpfOrCnpj('11.222.333/0001-80')).toBe(false);
    expect(isCpfOrCnpj('111.111.111-11')).toBe(false);
    expect(isCpfOrCnpj('00000000000000')).toBe(false);
    expect(isCpfOrCnpj('1234567890')).toBe(false);
    expect(isCpfOrCnpj('80010-000')).toBe(false);
  });
});

describe('subscriptionBody', () => {
  const valid = {
    invoiceId: 7,
    firstName: 'Ana',
    zipcode: '529.982.247-25',
    address2: 'Rua das Flores, 10',
    city: 'Curitiba',
    state: 'PR',
    country: 'BR',
    plan: 3,
  };
  const messages = (input: unknown) => {
    const result = subscriptionBody.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts a plan id, drops the browser’s price from use and defaults the optional fields', () => {
    const parsed = subscriptionBody.parse({ ...valid, price: 1 });
    expect(parsed).toMatchObject({ plan: 3, lastName: '', useAddressForPaymentDetails: false });
  });

  it('says which field is missing in the spec’s words', () => {
    expect(messages({ ...valid, firstName: '' })).toEqual(['firstName: O nome completo é obrigatório']);
    expect(messages({ ...valid, zipcode: '' })).toContain('zipcode: CEP é obrigatório');
    expect(messages({ ...valid, zipcode: '123.456.789-00' })).toEqual(['zipcode: CPF/CNPJ inválido']);
  });

  it('asks a custom plan for at least 3 users and 3 connections', () => {
    expect(subscriptionBody.parse({ ...valid, plan: 'custom', users: '4', connections: 3 })).toMatchObject({
      plan: 'custom',
      users: 4,
      connections: 3,
    });
    expect(messages({ ...valid, plan: 'custom', users: 2, connections: 3 })).toEqual(['users: O mínimo é 3']);
    expect(messages({ ...valid, plan: 'custom' })).toEqual(['users: O mínimo é 3', 'connections: O mínimo é 3']);
  });

  it('takes no card fields and no other plan names', () => {
    expect(messages({ ...valid, plan: 'gold' }).length).toBeGreaterThan(0);
    expect(subscriptionBody.parse({ ...valid, cardNumber: '4111111111111111' })).not.toHaveProperty('cardNumber');
  });
});
