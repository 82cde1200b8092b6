import type { TicketRoomStatus } from '@chatdesk/contracts';
import type { AuthClaims } from '../auth/tokens';

/**
 * Who may enter which room, asked before every join. The socket's company is already the
 * caller's (the handshake checked it), so a policy only answers the finer question: may this
 * user see this status list or this ticket? Modules register theirs at start-up.
 */
export interface JoinPolicies {
  notification: (auth: AuthClaims) => Promise<boolean>;
  ticketStatus: (auth: AuthClaims, status: TicketRoomStatus) => Promise<boolean>;
  ticket: (auth: AuthClaims, ticketId: number) => Promise<boolean>;
  /** The real-time panel's presence room. */
  moments: (auth: AuthClaims) => Promise<boolean>;
}
export type RoomKind = keyof JoinPolicies;
export type SetJoinPolicy = <K extends RoomKind>(kind: K, policy: JoinPolicies[K]) => void;

const anyCompanyMember = async () => true;

/**
 * Defaults: the notification and status rooms are open to every user of the company (what each
 * user is sent there is the emitter's choice); a ticket room is refused until the tickets
 * module registers the rule that knows queues and assignments, the panel's room until the
 * dashboard module registers the rule that knows the user's flags. Failing closed means a missing
 * registration shows up as "joins refused", never as a ticket visible to the wrong user.
 */
export function createJoinPolicies() {
  const policies: Partial<JoinPolicies> = { notification: anyCompanyMember, ticketStatus: anyCompanyMember };
  const set: SetJoinPolicy = (kind, policy) => {
    policies[kind] = policy;
  };
  return {
    set,
    get: <K extends RoomKind>(kind: K): JoinPolicies[K] | undefined => policies[kind],
  };
}
export type JoinPolicyRegistry = ReturnType<typeof createJoinPolicies>;
