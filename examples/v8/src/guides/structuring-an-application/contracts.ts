// Interfaces and service identifiers that features share. A feature imports this file, never another
// feature's module, so the mail feature can be replaced without touching the orders feature.
// #region contracts
export interface AppConfig {
  readonly databaseUrl: string;
  readonly mailFrom: string;
}

export interface Database {
  insert(table: string, row: Record<string, unknown>): Promise<number>;
  rows(table: string): Promise<readonly Record<string, unknown>[]>;
  close(): Promise<void>;
  readonly isOpen: boolean;
}

export interface Mailer {
  send(to: string, subject: string): Promise<void>;
}

export const CONFIG: symbol = Symbol.for('AppConfig');
export const DATABASE: symbol = Symbol.for('Database');
export const MAILER: symbol = Symbol.for('Mailer');
// #endregion contracts
