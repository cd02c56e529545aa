import { ContainerModule, inject, injectable } from 'inversify';

import { type AppConfig, CONFIG, DATABASE, type Database, MAILER, type Mailer } from './contracts.js';

// #region mailer
@injectable()
export class OutboxMailer implements Mailer {
  constructor(
    @inject(CONFIG) private readonly config: AppConfig,
    @inject(DATABASE) private readonly database: Database,
  ) {}

  // Messages go to an outbox table; a separate worker would deliver them.
  async send(to: string, subject: string): Promise<void> {
    await this.database.insert('outbox', { from: this.config.mailFrom, to, subject });
  }
}

export const mailModule: ContainerModule = new ContainerModule(({ bind }) => {
  bind<Mailer>(MAILER).to(OutboxMailer).inSingletonScope();
});
// #endregion mailer
