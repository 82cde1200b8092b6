import type { ComponentType } from 'react';

/** What the integration dialog needs of the flow select the app layer hands in (the flow builder's). */
export type IntegrationFlowPicker = ComponentType<{
  name?: string;
  label: string;
  value: number | null;
  onChange: (flowId: number | null) => void;
  error?: string;
  required?: boolean;
}>;
