import 'reflect-metadata';
import { Container } from 'inversify';
import { catalogModule, CatalogService } from './catalog';
import { pricingModule } from './pricing';

const container = new Container();
container.load(pricingModule, catalogModule);

const catalog = container.get(CatalogService);
for (const line of catalog.describe(['pen', 'notebook'])) console.log(line);
console.log(`pricing bound: ${container.isBound('PriceList')}`);
container.unload(pricingModule);
console.log(`after unload: ${container.isBound('PriceList')}`);
