export { FlowEditorPage } from './editor/flow-editor-page';
