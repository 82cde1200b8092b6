import { userUpdateBody } from '@chatdesk/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateForm } from './form-validation';

describe('form validation', () => {
  it('answers the parsed data when valid', () => {
    expect(validateForm(z.object({ name: z.string().trim() }), { name: ' Ana ' })).toEqual({
      data: { name: 'Ana' },
      errors: null,
    });
  });

  it('keeps the first problem of each field as a translatable code', () => {
    const schema = z.object({ name: z.string().min(1, 'required').min(2, 'tooShort'), other: z.string().max(1) });
    expect(validateForm(schema, { name: '', other: 'xx' }).errors).toEqual({ name: 'required', other: 'invalid' });
  });

  it('understands the texts of the shared contracts schemas', () => {
    const schema = userUpdateBody.pick({ name: true, email: true });
    expect(validateForm(schema, { name: 'A', email: 'nope' }).errors).toEqual({
      name: 'tooShort',
      email: 'invalidEmail',
    });
  });
});
