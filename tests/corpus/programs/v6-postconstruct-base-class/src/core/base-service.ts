import { inject, injectable, postConstruct } from 'inversify';
import { Logger } from './logger';
import { TYPES } from './types';

@injectable()
export abstract class BaseService {
  @inject(TYPES.Logger)
  protected logger: Logger;

  protected ready = false;

  protected abstract readonly scope: string;

  @postConstruct()
  protected start(): void {
    this.ready = true;
    this.logger.info(this.scope, 'started');
  }

  protected log(message: string): void {
    this.logger.info(this.scope, this.ready ? message : `(not started) ${message}`);
  }
}
