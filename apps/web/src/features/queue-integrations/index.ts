export { QueueIntegrationsPage } from './components/queue-integrations-page';
