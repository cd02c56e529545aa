export { catalogModule } from './module';
export { CatalogService } from './catalog-service';
