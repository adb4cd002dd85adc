import 'reflect-metadata';
import { ServiceName } from '@atelier/contracts/common';
import { runDistributedService } from '@atelier/platform';
import { CatalogueModule } from '@atelier/services/catalogue';
import { config } from './config';

void runDistributedService(ServiceName.Catalogue, config, (options) => CatalogueModule.forRoot(options));
