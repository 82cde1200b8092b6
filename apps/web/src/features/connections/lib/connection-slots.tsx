import type { ScheduleEntryInput } from '@chatdesk/contracts';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** The weekday editor the app layer hands in (the queues area owns it). */
export interface WeekEditorProps {
  value: readonly ScheduleEntryInput[];
  onChange: (entries: ScheduleEntryInput[]) => void;
  disabled?: boolean;
}

/** The flow select the app layer hands in (the flow builder area owns it). */
export interface FlowSelectProps {
  name?: string;
  label: string;
  value: number | null;
  onChange: (flowId: number | null) => void;
  /** What the flow does on this connection, in one line. */
  hint?: string;
  error?: string;
}

/**
 * Parts of the connection modal that other areas own. Features do not import each other: the
 * app layer passes them to the page, and the modal finds them here.
 */
export interface ConnectionSlots {
  ScheduleEditor?: ComponentType<WeekEditorProps>;
  /** The web chat widget's settings (shown for 'webchat' connections). */
  WebchatSettings?: ComponentType<{ connectionId: number }>;
  /** The default-flow tab's flow choice (flowIdWelcome, flowIdNotPhrase); without it the tab is left out. */
  FlowSelect?: ComponentType<FlowSelectProps>;
}

const SlotsContext = createContext<ConnectionSlots>({});

export function ConnectionSlotsProvider({ slots, children }: { slots: ConnectionSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export const useConnectionSlots = () => useContext(SlotsContext);
