export { createEfiProvider, type EfiProviderDeps } from './efi-provider';
export { type EfiWiring, efiProviderFromConfig } from './efi-wiring';
