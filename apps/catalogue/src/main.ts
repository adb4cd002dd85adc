import 'reflect-metadata';
import { ServiceName } from '@atelier/contracts/common';
import { runDistributedService } from '@atelier/platform';
import { CATALOGUE_QUEUES, CatalogueModule } from '@atelier/services/catalogue';
import { config } from './config';

void runDistributedService(
  ServiceName.Catalogue,
  config,
  (options) => CatalogueModule.forRoot(options),
  CATALOGUE_QUEUES,
);
