/** Spec 1 §5, login password strength: one point per rule met, 0 to 5. */
const rules: readonly ((password: string) => boolean)[] = [
  (password) => password.length >= 8,
  (password) => /\p{Lu}/u.test(password),
  (password) => /\p{Ll}/u.test(password),
  (password) => /\p{Nd}/u.test(password),
  (password) => /[^\p{L}\p{Nd}]/u.test(password),
];

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export function passwordScore(password: string): number {
  return rules.filter((rule) => rule(password)).length;
}

/** 2 or less is weak ('Senha fraca', and the low-security dialog on submit), 3 to 4 medium, 5 strong. */
export function passwordStrength(score: number): PasswordStrength {
  if (score <= 2) return 'weak';
  return score <= 4 ? 'medium' : 'strong';
}
