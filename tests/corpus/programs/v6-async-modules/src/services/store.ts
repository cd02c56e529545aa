import { inject, injectable } from 'inversify';
import { Cache, Config, SERVICE } from './types';

@injectable()
export class MemoryCache implements Cache {
  readonly name = 'memory cache';
}

@injectable()
export class SizedCache implements Cache {
  readonly name: string;

  constructor(@inject(SERVICE.Config) config: Config) {
    this.name = `sized cache (${config.cacheSize} entries)`;
  }
}

@injectable()
export class Store {
  constructor(@inject(SERVICE.Cache) readonly cache: Cache) {}
}
