import { Container, inject, injectable, interfaces, MetadataReader } from 'inversify';

// The default reader is exported, so a custom reader can extend it
// and keep supporting every standard decorator.
class LoggingMetadataReader extends MetadataReader {
  public override getConstructorMetadata(constructorFunc: NewableFunction): interfaces.ConstructorMetadata {
    const metadata: interfaces.ConstructorMetadata = super.getConstructorMetadata(constructorFunc);
    console.log(`constructor metadata read for ${constructorFunc.name}`);
    return metadata;
  }
}

@injectable()
class SystemClock {
  public now(): string {
    return '2025-01-01T09:00:00Z';
  }
}

@injectable()
class OrderService {
  constructor(@inject(SystemClock) public readonly clock: SystemClock) {}
}

const container: Container = new Container();
container.applyCustomMetadataReader(new LoggingMetadataReader());
container.bind(SystemClock).toSelf();
container.bind(OrderService).toSelf();

console.log(container.get(OrderService).clock.now());
// prints: constructor metadata read for OrderService
// prints: constructor metadata read for SystemClock
// prints: 2025-01-01T09:00:00Z
