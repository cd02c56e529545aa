import { Container } from 'inversify';

class AppConfig {
  private constructor(public readonly environment: string) {}

  public static load(): AppConfig {
    return new AppConfig('production');
  }
}

const container: Container = new Container();

// 8.x: a class with a private constructor is neither Newable nor AbstractNewable,
// and plain Function is no longer part of ServiceIdentifier.
// expect-error: TS2345
container.bind<AppConfig>(AppConfig).toConstantValue(AppConfig.load());
