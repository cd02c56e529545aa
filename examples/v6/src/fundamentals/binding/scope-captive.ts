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
container.bind(RequestId).toSelf(); // transient: a new id for every resolution
container.bind(AuditLog).toSelf().inSingletonScope();

// The singleton was built once, with one RequestId, and keeps it.
const first: AuditLog = container.get(AuditLog);
const second: AuditLog = container.get(AuditLog);
console.log(first.requestId === second.requestId);
// prints: true

// Asked for directly, RequestId is transient as bound.
console.log(container.get(RequestId) === container.get(RequestId));
// prints: false
