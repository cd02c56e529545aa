import { buildProviderModule, provide } from '@inversifyjs/binding-decorators';
import { Container, inject, injectable } from 'inversify';

// Without an argument, the class itself is the service identifier
@injectable()
@provide()
class Katana {
  public readonly damage: number = 10;
}

const ninjaId: symbol = Symbol.for('Ninja');

// With an argument, the binding uses that service identifier
@injectable()
@provide(ninjaId)
class Ninja {
  constructor(@inject(Katana) public readonly katana: Katana) {}
}

async function main(): Promise<void> {
  const container: Container = new Container();

  // buildProviderModule() collects every @provide() binding into a ContainerModule
  await container.load(buildProviderModule());

  const ninja: Ninja = container.get<Ninja>(ninjaId);
  console.log(`damage ${ninja.katana.damage}`);
  // prints: damage 10
}

void main();
