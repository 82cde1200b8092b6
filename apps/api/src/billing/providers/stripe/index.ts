export { createStripeProvider } from './stripe-provider';
