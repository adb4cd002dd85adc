export { CatalogueModule } from './catalogue.module';
