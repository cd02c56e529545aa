import { inject, injectable, named, tagged } from 'inversify';
import { Storage } from './storage';

@injectable()
export class Backup {
  constructor(
    @inject('Storage') @named('primary') private readonly primary: Storage,
    @inject('Storage') @tagged('offsite', true) private readonly offsite: Storage,
    @inject('Storage') @tagged('offsite', false) private readonly local: Storage,
  ) {}

  plan(): string {
    return `copy ${this.primary.kind} to ${this.offsite.kind}, cache in ${this.local.kind}`;
  }
}
