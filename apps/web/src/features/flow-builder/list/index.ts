export { FlowSelect, type FlowSelectProps } from './components/flow-select';
export { FlowsPage } from './components/flows-page';
