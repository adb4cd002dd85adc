import 'reflect-metadata';
import { ServiceName } from '@atelier/contracts/common';
import { runDistributedService } from '@atelier/platform';
import { OrdersModule } from '@atelier/services/orders';
import { config } from './config';

void runDistributedService(ServiceName.Orders, config, (options) => OrdersModule.forRoot(options));
