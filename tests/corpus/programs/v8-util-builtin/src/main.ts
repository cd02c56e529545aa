import { Container, injectable } from 'inversify';
import { Logger } from './logger.js';

@injectable()
class Importer {
  constructor(private readonly logger: Logger) {}

  run(rows: number): void {
    this.logger.info('imported %d rows from %s', rows, 'people.csv');
  }
}

const container = new Container({ autobind: true });
container.get(Importer).run(42);
