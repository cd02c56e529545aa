import { inject, injectable } from 'inversify';

import { CLOCK, type Clock, MAILER, type Mailer, type User, USER_REPOSITORY, type UserRepository } from './contracts.js';

// #region service
@injectable()
export class SignupService {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async signUp(email: string, name: string): Promise<User> {
    const normalized: string = email.trim().toLowerCase();
    if ((await this.users.findByEmail(normalized)) !== undefined) {
      throw new Error(`${normalized} is already registered`);
    }
    const user: User = { email: normalized, name, joinedAt: this.clock.now() };
    await this.users.save(user);
    await this.mailer.send(normalized, `Welcome, ${name}`);
    return user;
  }
}
// #endregion service
