import { Container, inject, injectable } from 'inversify';

@injectable()
class RequestId {
  private static issued: number = 0;
  public readonly value: number = ++RequestId.issued;
}

@injectable()
class AuditLog {
  constructor(@inject(RequestId) public readonly requestId: RequestId) {}
}

const container: Container = new Container();
container.bind(RequestId).toSelf();
// No longer a singleton: each AuditLog lives as long as the RequestId it holds.
container.bind(AuditLog).toSelf().inTransientScope();

const first: AuditLog = container.get(AuditLog);
const second: AuditLog = container.get(AuditLog);
console.log(first.requestId === second.requestId);
// prints: false
console.log(first.requestId.value, second.requestId.value);
// prints: 1 2
