export { createAsaasProvider } from './asaas-provider';
