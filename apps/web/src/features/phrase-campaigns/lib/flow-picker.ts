export type { FlowPicker, FlowPickerProps } from '../../../components/flow-picker';
