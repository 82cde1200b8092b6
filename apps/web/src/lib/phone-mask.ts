/** Spec 2 §5: phones in the signup and company forms are typed as (99) 99999-9999. */
export const phoneMask = '(99) 99999-9999';
const maxDigits = 11;

/** The digits of a typed phone, which is what the forms send. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, maxDigits);
}

/**
 * Formats whatever was typed or pasted as it goes: `11987` -> `(11) 987`, `11987654321` ->
 * `(11) 98765-4321`. Non-digits are dropped and anything past 11 digits is cut.
 */
export function maskPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 2);
  if (digits.length <= 2) return `(${area}`;
  const first = digits.slice(2, 7);
  if (digits.length <= 7) return `(${area}) ${first}`;
  return `(${area}) ${first}-${digits.slice(7)}`;
}
