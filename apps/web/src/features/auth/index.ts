export { LoginPage } from './components/login-page';
