export const SERVICE = {
  Config: Symbol.for('Config'),
  Cache: Symbol.for('Cache'),
  Store: Symbol.for('Store'),
  Mailer: Symbol.for('Mailer'),
};

export interface Config {
  readonly cacheSize: number;
  readonly sender: string;
}

export interface Cache {
  readonly name: string;
}
