export { FileListsPage } from './components/file-lists-page';
