import type { TicketAnswer } from '@chatdesk/contracts';
import { type RefObject, useState } from 'react';
import { useNavigate } from 'react-router';
import { composerInputSelector, useWorkspaceShortcuts } from '../shortcuts';

/**
 * The workspace shortcuts as the manager answers them: the next or previous conversation of the
 * list on screen, the open conversation's composer, the search box, the help dialog.
 */
export function useListShortcuts(
  tickets: readonly TicketAnswer[],
  selectedUuid: string | null,
  searchField: RefObject<HTMLInputElement | null>,
) {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const step = (by: 1 | -1) => {
    const at = tickets.findIndex((ticket) => ticket.uuid === selectedUuid);
    const target = at === -1 ? (by === 1 ? tickets[0] : tickets.at(-1)) : tickets[at + by];
    if (target) void navigate(`/tickets/${target.uuid}`);
  };
  useWorkspaceShortcuts({
    next: () => step(1),
    previous: () => step(-1),
    composer: () => document.querySelector<HTMLElement>(composerInputSelector)?.focus(),
    search: () => searchField.current?.focus(),
    help: () => setHelpOpen(true),
  });
  return { helpOpen, openHelp: () => setHelpOpen(true), closeHelp: () => setHelpOpen(false) };
}
