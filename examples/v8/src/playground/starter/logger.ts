import { injectable, type ServiceIdentifier } from 'inversify';

// What the other classes depend on: an interface, so that they never name the class behind it.
export interface Logger {
  log(message: string): void;
}

// An interface is gone at run time: a symbol stands for it in the bindings and in @inject.
export const LOGGER: ServiceIdentifier<Logger> = Symbol.for('Logger');

@injectable()
export class ConsoleLogger implements Logger {
  #lines: number = 0;

  public log(message: string): void {
    this.#lines += 1;
    console.log(`[${String(this.#lines)}] ${message}`);
  }
}
