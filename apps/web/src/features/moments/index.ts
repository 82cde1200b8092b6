export { MomentsPage } from './components/moments-page';
