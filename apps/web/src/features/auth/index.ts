export { ForgotPasswordPage } from './components/forgot-password-page';
export { LoginPage } from './components/login-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { SignupPage } from './components/signup-page';
