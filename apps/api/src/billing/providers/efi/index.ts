export { createEfiProvider, type EfiProviderDeps } from './efi-provider';
