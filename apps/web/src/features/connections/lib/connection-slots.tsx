import type { ScheduleEntryInput } from '@chatdesk/contracts';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** The weekday editor the app layer hands in (the queues area owns it). */
export interface WeekEditorProps {
  value: readonly ScheduleEntryInput[];
  onChange: (entries: ScheduleEntryInput[]) => void;
  disabled?: boolean;
}

/**
 * Parts of the connection modal that other areas own. Features do not import each other: the
 * app layer passes them to the page, and the modal finds them here.
 */
export interface ConnectionSlots {
  ScheduleEditor?: ComponentType<WeekEditorProps>;
  /** The web chat widget's settings (shown for 'webchat' connections). */
  WebchatSettings?: ComponentType<{ connectionId: number }>;
}

const SlotsContext = createContext<ConnectionSlots>({});

export function ConnectionSlotsProvider({ slots, children }: { slots: ConnectionSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export const useConnectionSlots = () => useContext(SlotsContext);
