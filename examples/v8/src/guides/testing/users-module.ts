import { ContainerModule, inject, injectable } from 'inversify';

import {
  CLOCK,
  type Clock,
  MAIL_SETTINGS,
  MAILER,
  type Mailer,
  type MailSettings,
  type User,
  USER_REPOSITORY,
  type UserRepository,
} from './contracts.js';
import { SignupService } from './signup-service.js';

export class InMemoryUserRepository implements UserRepository {
  readonly #users: Map<string, User> = new Map();

  async findByEmail(email: string): Promise<User | undefined> {
    return this.#users.get(email);
  }

  async save(user: User): Promise<void> {
    this.#users.set(user.email, user);
  }
}

// The real mailer would open a connection to an SMTP server: exactly what tests replace.
@injectable()
export class SmtpMailer implements Mailer {
  constructor(@inject(MAIL_SETTINGS) private readonly settings: MailSettings) {}

  async send(to: string, subject: string): Promise<void> {
    throw new Error(`would connect to ${this.settings.smtpHost} to mail "${subject}" to ${to}`);
  }
}

// #region module
// MAIL_SETTINGS is not bound here: the composition root provides it.
export const usersModule: ContainerModule = new ContainerModule(({ bind }) => {
  bind<UserRepository>(USER_REPOSITORY).toConstantValue(new InMemoryUserRepository());
  bind<Mailer>(MAILER).to(SmtpMailer).inSingletonScope();
  bind<Clock>(CLOCK).toConstantValue({ now: () => new Date() });
  bind(SignupService).toSelf();
});
// #endregion module
