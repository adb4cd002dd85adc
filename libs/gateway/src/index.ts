export { createGateway, startGateway } from './bootstrap-gateway';
export { GatewayModule } from './gateway.module';
export type { GatewayOptions } from './gateway-options';
