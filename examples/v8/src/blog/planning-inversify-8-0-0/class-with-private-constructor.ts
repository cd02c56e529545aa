import { Container, type ServiceIdentifier } from 'inversify';

class AppConfig {
  private constructor(public readonly environment: string) {}

  public static load(): AppConfig {
    return new AppConfig('production');
  }
}

// 8.x: give such a class a symbol identifier instead.
const appConfigId: ServiceIdentifier<AppConfig> = Symbol.for('AppConfig');

const container: Container = new Container();
container.bind<AppConfig>(appConfigId).toConstantValue(AppConfig.load());

console.log(container.get<AppConfig>(appConfigId).environment);
// prints: production
