import type { ValidationCode } from './form-state';

/** The queue form's texts cover these codes; anything else (format rules) reads as an invalid value. */
export const queueErrorKey = (code: ValidationCode) =>
  code === 'required' || code === 'tooShort' || code === 'tooLong' ? code : 'invalid';
