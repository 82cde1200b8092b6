import type { ComponentType } from 'react';

/**
 * The flow select the app layer hands to the areas that choose a flow (phrase campaigns, queue
 * integrations); the flow builder area owns it, and features never import each other.
 */
export interface FlowPickerProps {
  name?: string;
  label: string;
  value: number | null;
  onChange: (flowId: number | null) => void;
  error?: string;
  required?: boolean;
}
export type FlowPicker = ComponentType<FlowPickerProps>;
