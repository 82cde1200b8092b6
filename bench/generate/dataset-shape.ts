/**
 * How big the generated dataset is and how it spreads over companies, decided in TypeScript so the
 * SQL only has to expand it. At scale 1: 200 companies, 1,000,000 tickets (200,000 of them in the
 * first company), about 10,000,000 messages.
 */

/** Bumped whenever the generated data changes shape: a cached dataset of another version is not reused. */
export const generatorVersion = 1;

export const companyCount = 200;
const ticketsAtFullScale = 1_000_000;
/** The large company's share of all tickets. */
const largeCompanyShare = 0.2;
/** Contacts per ticket: the rest of the tickets are a contact's second (closed) ticket. */
const contactsPerTicket = 0.8;
/** Messages per ordinary ticket are 1..19 (10 on average). */
export const maxMessagesPerTicket = 19;
/** The first tickets of the large company hold long conversations, for `GET /messages/{uuid}`. */
export const heavyTickets = { count: 10, messages: 3000 } as const;
/** Attendants of the large company: the ingestion scenario connects one socket per attendant. */
export const largeCompanyAttendants = 100;

export interface CompanyShape {
  ordinal: number;
  tickets: number;
  contacts: number;
  connections: number;
  queues: number;
  attendants: number;
  tags: number;
}

export interface DatasetShape {
  scale: number;
  companies: CompanyShape[];
  tickets: number;
}

/** BENCH_SCALE: a positive number, at most 1 (1 = the full 1M tickets / 10M messages). */
export function parseScale(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1) {
    throw new Error(`BENCH_SCALE must be a number in (0, 1], got "${value}"`);
  }
  return scale;
}

/**
 * BENCH_LARGE_COMPANY=full: the large company keeps its full-scale size (200,000 tickets, ~2.3 million
 * messages) whatever the scale, and only the other companies shrink with it: the large company's reads
 * at their real size on a dataset that fits a small machine's disk and minutes.
 */
export const largeCompanyAtFullSize = process.env.BENCH_LARGE_COMPANY === 'full';

export function datasetShape(scale: number, fullSizeLarge = largeCompanyAtFullSize): DatasetShape {
  const scaled = Math.max(companyCount * 5, Math.round(ticketsAtFullScale * scale));
  const largeTickets = Math.round((fullSizeLarge ? ticketsAtFullScale : scaled) * largeCompanyShare);
  const rest = fullSizeLarge ? Math.round(scaled * (1 - largeCompanyShare)) : scaled - largeTickets;
  const tickets = largeTickets + rest;
  // The others differ by up to 4x (weights 1..4), so the spread is not uniform.
  const weights = Array.from({ length: companyCount - 1 }, (_, index) => 1 + ((index * 37) % 10) / 3);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const spread = weights.map((weight) => Math.max(1, Math.floor((rest * weight) / weightSum)));
  const shortfall = rest - spread.reduce((sum, count) => sum + count, 0);
  spread[0] = (spread[0] ?? 0) + shortfall;

  const companies = [largeTickets, ...spread].map((ticketCount, index): CompanyShape => {
    const ordinal = index + 1;
    const large = ordinal === 1;
    return {
      ordinal,
      tickets: ticketCount,
      contacts: Math.max(1, Math.ceil(ticketCount * contactsPerTicket)),
      connections: large || ordinal % 3 === 0 ? 2 : 1,
      queues: large ? 6 : 2 + (ordinal % 3),
      attendants: large ? largeCompanyAttendants : 2 + (ordinal % 5),
      tags: large ? 15 : 5,
    };
  });
  return { scale, companies, tickets };
}

/** The people and texts the scenarios use, by the generator's naming convention. */
export const fixtures = {
  largeCompanyName: 'Bench company 001',
  adminEmail: 'bench-admin-1@bench.example',
  /** Attendant 1 of the large company: linked to its queues 1 and 2. */
  attendantEmail: (index: number) => `bench-1-${index}@bench.example`,
  password: 'bench-password',
} as const;

/**
 * Where a generated dataset is kept between runs: BENCH_DATA_DIR, else bench/.data/scale-{scale}
 * (scale-{scale}-large-full with BENCH_LARGE_COMPANY=full).
 */
export function keptDataDir(scale: number): string {
  const name = `scale-${scale}${largeCompanyAtFullSize ? '-large-full' : ''}`;
  return process.env.BENCH_DATA_DIR ?? new URL(`../.data/${name}`, import.meta.url).pathname;
}
