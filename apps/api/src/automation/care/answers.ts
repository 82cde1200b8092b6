/**
 * How the bot reads a contact's short answers: case, accents, the marks of a menu line
 * ('*1*', '[2]', '1.') and surrounding spaces do not matter.
 */
export function plainAnswer(body: string): string {
  return body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s*_~[\]().!]+/gu, ' ')
    .trim();
}

const accepting = new Set(['1', 'sim', 's', 'aceito', 'eu aceito', 'concordo', 'yes', 'y', 'si']);
const refusing = new Set(['2', 'nao', 'n', 'nao aceito', 'recuso', 'no']);

/** The consent question's answer: 1 / sim / aceito accept, 2 / não / não aceito refuse, anything else is none. */
export function consentAnswer(body: string): 'accepted' | 'refused' | null {
  const answer = plainAnswer(body);
  if (accepting.has(answer)) return 'accepted';
  if (refusing.has(answer)) return 'refused';
  return null;
}

/** A rating on the NPS scale (spec 1 §9: 0 to 10): a whole number alone in the message, else null. */
export function ratingAnswer(body: string): number | null {
  const answer = plainAnswer(body);
  if (!/^\d{1,2}$/.test(answer)) return null;
  const rate = Number(answer);
  return rate <= 10 ? rate : null;
}
