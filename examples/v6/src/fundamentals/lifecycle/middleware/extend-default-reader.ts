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
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Ninja {
  constructor(@inject(Katana) public readonly katana: Katana) {}
}

const container: Container = new Container();
container.applyCustomMetadataReader(new LoggingMetadataReader());
container.bind(Katana).toSelf();
container.bind(Ninja).toSelf();

console.log(container.get(Ninja).katana.damage);
// prints: constructor metadata read for Ninja
// prints: constructor metadata read for Katana
// prints: 10
