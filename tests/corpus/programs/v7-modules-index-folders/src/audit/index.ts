import { ContainerModule, injectable } from 'inversify';

@injectable()
export class AuditTrail {
  readonly entries: string[] = [];

  record(entry: string): void {
    this.entries.push(entry);
  }
}

export const auditModule = new ContainerModule(({ bind }) => {
  bind(AuditTrail).toSelf().inSingletonScope();
});
