import { ContainerModule } from 'inversify';
import { Customers } from './customers';

export const customersModule = new ContainerModule(({ bind }) => {
  bind(Customers).toSelf().inSingletonScope();
});
