export { KanbanLanesPage } from './components/kanban-lanes-page';
export { TagsPage } from './components/tags-page';
