import { buildProviderModule, provide } from '@inversifyjs/binding-decorators';
import { Container, inject, injectable } from 'inversify';

// binding-decorators 3: the decorators are unchanged
@injectable()
@provide()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
@provide()
class Ninja {
  constructor(@inject(Katana) public readonly katana: Katana) {}
}

const container: Container = new Container();

// inversify 8: load() is synchronous, so the module is loaded without await
// (with inversify 7 and binding-decorators 1, this was `await container.load(...)`)
container.load(buildProviderModule());
console.log(`damage ${container.get(Ninja).katana.damage}`);
// prints: damage 10
