export { PhraseCampaignsPage } from './components/phrase-campaigns-page';
export type { FlowPicker, FlowPickerProps } from './lib/flow-picker';
