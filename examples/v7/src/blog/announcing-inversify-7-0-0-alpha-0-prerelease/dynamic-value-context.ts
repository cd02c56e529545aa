import { Container, ResolutionContext, ServiceIdentifier } from 'inversify';

interface Settings {
  readonly databaseUrl: string;
}

class DatabaseClient {
  public connected: boolean = false;

  constructor(public readonly url: string) {}
}

const settingsId: ServiceIdentifier<Settings> = Symbol.for('Settings');
const clientId: ServiceIdentifier<DatabaseClient> = Symbol.for('DatabaseClient');

const container: Container = new Container();

container.bind(settingsId).toConstantValue({ databaseUrl: 'postgres://localhost/shop' });

// The builder receives a ResolutionContext: it can resolve services, nothing more.
container
  .bind<DatabaseClient>(clientId)
  .toDynamicValue((context: ResolutionContext): DatabaseClient => {
    const settings: Settings = context.get(settingsId);

    return new DatabaseClient(settings.databaseUrl);
  })
  .inSingletonScope()
  // Activation handlers receive the same ResolutionContext type.
  .onActivation((_context: ResolutionContext, client: DatabaseClient): DatabaseClient => {
    client.connected = true;

    return client;
  });

const client: DatabaseClient = container.get(clientId);
console.log(`${client.url} connected=${String(client.connected)}`);
// prints: postgres://localhost/shop connected=true
