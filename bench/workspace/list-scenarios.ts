import { contactSearchTerm, messageSearchTerm, rareMessageSearchTerm } from '../generate/vocabulary';
import type { WorkspaceFixtures } from './fixtures';

/** A GET the workspace makes, with the p99 it must stay under. */
export interface ReadScenario {
  name: string;
  path: string;
  token: string;
  /** p99 target in ms, or undefined when none is set. */
  p99TargetMs?: number;
  /** Keys the answer must have (the spec's shape); checked once before the load. */
  answerKeys: string[];
  /** Concurrent clients when not the suite's (BENCH_CONNECTIONS). */
  connections?: number;
  /** Open loop: requests per second arriving at random from the clients (bench/paced.ts), not autocannon's closed loop. */
  rate?: number;
  /** Closed loop from a load generator in a process of its own (bench/autocannon-process.cjs), not a worker thread. */
  ownProcess?: boolean;
  /** Throughput target in answers per second, or undefined when none is set. */
  minRate?: number;
}

const ticketPage = ['tickets', 'hasMore', 'count'];
const messagePage = ['messages', 'hasMore'];

export const ticketListTargetMs = 30;
const messageSearchTargetMs = 300;
/** The conversation page: every attendant opens it constantly, so it must keep up like the list. */
const messagePageTarget = { p99TargetMs: 60, minRate: 1500 } as const;

/**
 * The ticket workspace's reads on the large company (spec 1 §7: GET /tickets answers
 * {tickets, hasMore, count}; GET /messages/{uuid} answers {messages, hasMore}). Query parameters are
 * the spec's; list parameters (queueIds) are JSON arrays as the web client sends them.
 */
export function readScenarios(f: WorkspaceFixtures): ReadScenario[] {
  const tickets = (params: Record<string, string>) => `/api/tickets?${new URLSearchParams(params)}`;
  const queueIds = JSON.stringify(f.attendantQueueIds);
  const adminContactSearch = {
    path: tickets({ searchParam: contactSearchTerm, showAll: 'true', pageNumber: '1' }),
    token: f.adminToken,
    answerKeys: ticketPage,
  };
  return [
    {
      name: 'GET /api/tickets open, admin showAll, page 1',
      path: tickets({ status: 'open', showAll: 'true', pageNumber: '1' }),
      token: f.adminToken,
      p99TargetMs: ticketListTargetMs,
      answerKeys: ticketPage,
    },
    {
      name: 'GET /api/tickets pending, admin showAll, page 1',
      path: tickets({ status: 'pending', showAll: 'true', pageNumber: '1' }),
      token: f.adminToken,
      p99TargetMs: ticketListTargetMs,
      answerKeys: ticketPage,
    },
    {
      name: 'GET /api/tickets open, attendant (2 queues), page 1',
      path: tickets({ status: 'open', showAll: 'false', queueIds, pageNumber: '1' }),
      token: f.attendantToken,
      p99TargetMs: ticketListTargetMs,
      answerKeys: ticketPage,
    },
    {
      name: 'GET /api/tickets pending, attendant (2 queues), page 1',
      path: tickets({ status: 'pending', showAll: 'false', queueIds, pageNumber: '1' }),
      token: f.attendantToken,
      p99TargetMs: ticketListTargetMs,
      answerKeys: ticketPage,
    },
    ...pacedListScenarios(f),
    // Contact-name search has no target (the list and message search have one).
    { ...adminContactSearch, name: `GET /api/tickets contact search "${contactSearchTerm}", admin` },
    ...contactSearchRates.map((rate) => ({
      // What an attendant typing a name waits at a desk's load, rather than at the saturated server's.
      ...adminContactSearch,
      name: `GET /api/tickets contact search "${contactSearchTerm}", admin, ${rate} req/s arriving at random`,
      rate,
    })),
    {
      // Its generic plan once joined every ticket in the attendant's scope to every matching contact (1 s).
      name: `GET /api/tickets contact search "${contactSearchTerm}", attendant`,
      path: tickets({ searchParam: contactSearchTerm, queueIds, pageNumber: '1' }),
      token: f.attendantToken,
      answerKeys: ticketPage,
    },
    {
      name: `GET /api/tickets message search "${messageSearchTerm}", admin`,
      path: tickets({ searchParam: messageSearchTerm, searchOnMessages: 'true', showAll: 'true', pageNumber: '1' }),
      token: f.adminToken,
      p99TargetMs: messageSearchTargetMs,
      answerKeys: ticketPage,
    },
    {
      // The same search as a desk's browsers load it: the load generator shares neither the API's loop nor its memory.
      name: `GET /api/tickets message search "${messageSearchTerm}", admin, load generator in its own process`,
      path: tickets({ searchParam: messageSearchTerm, searchOnMessages: 'true', showAll: 'true', pageNumber: '1' }),
      token: f.adminToken,
      p99TargetMs: messageSearchTargetMs,
      answerKeys: ticketPage,
      ownProcess: true,
    },
    {
      // The list's target is at 50 clients; a search is an occasional action, so it is also measured at 10.
      name: `GET /api/tickets message search "${messageSearchTerm}", admin, 10 clients`,
      path: tickets({ searchParam: messageSearchTerm, searchOnMessages: 'true', showAll: 'true', pageNumber: '1' }),
      token: f.adminToken,
      p99TargetMs: messageSearchTargetMs,
      answerKeys: ticketPage,
      connections: 10,
    },
    {
      // Too rare to fill a page from the newest tickets: the walk gives up and the trigram index answers.
      name: `GET /api/tickets message search "${rareMessageSearchTerm}" (rare), admin`,
      path: tickets({ searchParam: rareMessageSearchTerm, searchOnMessages: 'true', showAll: 'true', pageNumber: '1' }),
      token: f.adminToken,
      answerKeys: ticketPage,
    },
    {
      name: `GET /api/tickets message search "${messageSearchTerm}", attendant`,
      path: tickets({ searchParam: messageSearchTerm, searchOnMessages: 'true', queueIds, pageNumber: '1' }),
      token: f.attendantToken,
      p99TargetMs: messageSearchTargetMs,
      answerKeys: ticketPage,
    },
    {
      name: `GET /api/messages/{uuid} page 1 (ticket of ${f.heavyTicketMessages} messages), load generator in its own process`,
      path: `/api/messages/${f.heavyTicketUuid}?pageNumber=1`,
      token: f.adminToken,
      answerKeys: messagePage,
      ownProcess: true,
      ...messagePageTarget,
    },
  ];
}

/** Open-loop rates for the tab reads (BENCH_PACED_RATES, requests per second across all clients). */
const pacedRates = ratesOf(process.env.BENCH_PACED_RATES ?? '100,200,300');

function ratesOf(list: string): number[] {
  return list
    .split(',')
    .map(Number)
    .filter((rate) => rate > 0);
}

/** Open-loop rates for the contact search (BENCH_CONTACT_SEARCH_RATES, requests per second across all clients). */
const contactSearchRates = ratesOf(process.env.BENCH_CONTACT_SEARCH_RATES ?? '20,50');

/**
 * The open tab's first page, admin and attendant, at fixed rates of requests arriving at random from
 * the 50 clients: the latency an attendant sees at that load, where the closed-loop rows above show
 * the saturated server (there latency is concurrency divided by throughput).
 */
function pacedListScenarios(f: WorkspaceFixtures): ReadScenario[] {
  const queueIds = JSON.stringify(f.attendantQueueIds);
  const tabs: { who: string; token: string; params: Record<string, string> }[] = [
    { who: 'admin showAll', token: f.adminToken, params: { status: 'open', showAll: 'true', pageNumber: '1' } },
    {
      who: 'attendant (2 queues)',
      token: f.attendantToken,
      params: { status: 'open', showAll: 'false', queueIds, pageNumber: '1' },
    },
  ];
  return tabs.flatMap(({ who, token, params }) =>
    pacedRates.map((rate) => ({
      name: `GET /api/tickets open, ${who}, page 1, ${rate} req/s arriving at random`,
      path: `/api/tickets?${new URLSearchParams(params)}`,
      token,
      p99TargetMs: ticketListTargetMs,
      answerKeys: ticketPage,
      rate,
    })),
  );
}
