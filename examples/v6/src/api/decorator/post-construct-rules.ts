import { Container, inject, injectable, postConstruct } from 'inversify';

@injectable()
class AppConfig {
  public readonly mailRetries: number = 3;
}

@injectable()
class SmtpMailer {
  @inject(AppConfig)
  public readonly config!: AppConfig;

  public retries: number = 0;

  // Property injection has already happened when this method runs.
  @postConstruct()
  public init(): void {
    this.retries = this.config.mailRetries;
  }
}

const container: Container = new Container();
container.bind(AppConfig).toSelf();
container.bind(SmtpMailer).toSelf();
console.log(container.get(SmtpMailer).retries);
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
