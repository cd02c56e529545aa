import { Container, interfaces } from 'inversify';
import { Connection } from './db/connection';
import { IDS, Settings } from './identifiers';
import { UserRepository } from './users/repository';
import { User, UserFactory } from './users/user';

function settingsOf(context: interfaces.Context): Settings {
  return context.container.get<Settings>(IDS.Settings);
}

export function register(container: Container): void {
  container.bind<Settings>(IDS.Settings).toConstantValue({ appName: 'ledger', databaseUrl: 'db://ledger' });

  let shared: Connection | undefined;
  container.bind<interfaces.Provider<Connection>>(IDS.ConnectionProvider).toProvider<Connection>((context: interfaces.Context) => {
    return () => {
      shared = shared ?? new Connection(settingsOf(context).databaseUrl);
      return Promise.resolve(shared);
    };
  });

  container
    .bind<string>(IDS.Banner)
    .toDynamicValue((context: interfaces.Context) => `== ${settingsOf(context).appName} ==`)
    .inSingletonScope();

  container.bind<interfaces.Factory<User>>(IDS.UserFactory).toFactory<User, [string]>((context: interfaces.Context) => {
    return (name: string) => new User(name, settingsOf(context).appName);
  });

  container.bind(UserRepository).toSelf();
}

export type { UserFactory };
