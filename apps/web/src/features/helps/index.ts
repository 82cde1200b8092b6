export { HelpsPage } from './components/helps-page';
