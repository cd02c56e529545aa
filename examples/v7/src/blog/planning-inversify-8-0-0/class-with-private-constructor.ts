import { Container } from 'inversify';

class AppConfig {
  private constructor(public readonly environment: string) {}

  public static load(): AppConfig {
    return new AppConfig('production');
  }
}

const container: Container = new Container();

// 7.x: ServiceIdentifier includes Function, so a class whose constructor is
// private is still accepted as an identifier.
container.bind<AppConfig>(AppConfig).toConstantValue(AppConfig.load());

console.log(container.get<AppConfig>(AppConfig).environment);
// prints: production
