export { UserModal, type UserModalProps } from './components/user-modal';
export { UsersPage } from './components/users-page';
