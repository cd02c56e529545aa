import { Container, inject, injectable, postConstruct } from 'inversify';

@injectable()
class Config {
  public readonly retries: number = 3;
}

@injectable()
class Uploader {
  @inject(Config)
  public readonly config!: Config;

  public retries: number = 0;

  // Property injection has already happened when this method runs.
  @postConstruct()
  public init(): void {
    this.retries = this.config.retries;
  }
}

const container: Container = new Container();
container.bind(Config).toSelf();
container.bind(Uploader).toSelf();
console.log(container.get(Uploader).retries);
// prints: 3

// A second @postConstruct method is rejected as soon as the class is declared.
try {
  @injectable()
  class Twice {
    @postConstruct()
    public first(): void {}

    @postConstruct()
    public second(): void {}
  }
  void Twice;
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Cannot apply @postConstruct decorator multiple times in the same class
}
