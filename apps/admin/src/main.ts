import 'reflect-metadata';
import { ServiceName } from '@atelier/contracts/common';
import { runDistributedService } from '@atelier/platform';
import { AdminModule } from '@atelier/services/admin';
import { config } from './config';

void runDistributedService(ServiceName.Admin, config, (options) => AdminModule.forRoot(options));
