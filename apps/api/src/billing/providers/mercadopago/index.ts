export { createMercadoPagoProvider } from './mercadopago-provider';
