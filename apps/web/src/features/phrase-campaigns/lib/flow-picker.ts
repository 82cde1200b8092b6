import type { ComponentType } from 'react';

/** The flow select the app layer hands in (the flow builder area owns it). */
export interface FlowPickerProps {
  name?: string;
  label: string;
  value: number | null;
  onChange: (flowId: number | null) => void;
  error?: string;
  required?: boolean;
}
export type FlowPicker = ComponentType<FlowPickerProps>;
