export { KanbanPage } from './components/kanban-page';
