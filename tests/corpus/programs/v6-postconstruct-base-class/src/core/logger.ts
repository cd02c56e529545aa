import { injectable } from 'inversify';

@injectable()
export class Logger {
  private count = 0;

  info(scope: string, message: string): void {
    this.count += 1;
    console.log(`${this.count}. [${scope}] ${message}`);
  }
}
