import { injectable } from 'inversify';
import { AuditTrail } from '../audit';

@injectable()
export class Accounts {
  constructor(private readonly audit: AuditTrail) {}

  open(owner: string): void {
    this.audit.record(`opened ${owner}`);
  }
}
