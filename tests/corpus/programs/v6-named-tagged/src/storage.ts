import { injectable } from 'inversify';

export interface Storage {
  readonly kind: string;
}

@injectable()
export class DiskStorage implements Storage {
  readonly kind = 'disk';
}

@injectable()
export class MemoryStorage implements Storage {
  readonly kind = 'memory';
}

@injectable()
export class CloudStorage implements Storage {
  readonly kind = 'cloud';
}
