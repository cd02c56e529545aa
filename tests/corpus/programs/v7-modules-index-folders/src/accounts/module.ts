import { ContainerModule, ContainerModuleLoadOptions } from 'inversify';
import { Accounts } from './accounts';

export const accountsModule = new ContainerModule((options: ContainerModuleLoadOptions) => {
  options.bind(Accounts).toSelf();
});
