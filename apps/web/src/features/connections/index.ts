export { AllConnectionsPage } from './components/all-connections-page';
export { ConnectionsPage } from './components/connections-page';
export type { ConnectionSlots, WeekEditorProps } from './lib/connection-slots';
export { useConnectionsNeedAttention } from './lib/use-connections-attention';
