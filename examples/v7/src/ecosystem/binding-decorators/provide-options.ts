import { buildProviderModule, provide } from '@inversifyjs/binding-decorators';
import { Container, injectable } from 'inversify';

interface Weapon {
  readonly name: string;
}

const weaponId: symbol = Symbol.for('Weapon');

// The second argument receives the fluent syntax after .to(Class):
// pick a scope, add a constraint or register activation handlers
@injectable()
@provide<Weapon>(weaponId, (bind) => bind.inSingletonScope().whenNamed('sharp'))
class Katana implements Weapon {
  public readonly name: string = 'katana';
}

@injectable()
@provide<Weapon>(weaponId, (bind) => bind.whenNamed('blunt'))
class Bo implements Weapon {
  public readonly name: string = 'bo';
}

const container: Container = new Container();
container.loadSync(buildProviderModule());

const sharp: Weapon = container.get<Weapon>(weaponId, { name: 'sharp' });
const blunt: Weapon = container.get<Weapon>(weaponId, { name: 'blunt' });

console.log(`${sharp.name} ${blunt.name}`);
// prints: katana bo
console.log(sharp === container.get<Weapon>(weaponId, { name: 'sharp' }));
// prints: true
