import { format } from 'node:util';
import { injectable } from 'inversify';

@injectable()
export class Logger {
  info(template: string, ...values: unknown[]): void {
    console.log(format(`info: ${template}`, ...values));
  }
}
