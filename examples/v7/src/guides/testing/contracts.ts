// #region contracts
export interface User {
  readonly email: string;
  readonly name: string;
  readonly joinedAt: Date;
}

export interface UserRepository {
  findByEmail(email: string): Promise<User | undefined>;
  save(user: User): Promise<void>;
}

export interface Mailer {
  send(to: string, subject: string): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export interface MailSettings {
  readonly smtpHost: string;
}

export const USER_REPOSITORY: symbol = Symbol.for('UserRepository');
export const MAILER: symbol = Symbol.for('Mailer');
export const CLOCK: symbol = Symbol.for('Clock');
export const MAIL_SETTINGS: symbol = Symbol.for('MailSettings');
// #endregion contracts
