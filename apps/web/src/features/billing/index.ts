export { InvoicesPage } from './components/invoices-page';
export { SubscriptionPage } from './components/subscription-page';
