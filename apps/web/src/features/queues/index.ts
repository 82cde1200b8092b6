export { QueuesPage } from './components/queues-page';
export { ScheduleEditor, type ScheduleEditorProps } from './components/schedule-editor';
export { ScheduleForm, type ScheduleFormProps } from './components/schedule-form';
