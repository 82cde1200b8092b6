export { AppShell } from './components/app-shell';
export { HomePage } from './components/home-page';
