import { Container, inject, injectable, injectFromBase } from 'inversify';

@injectable()
class BaseSoldier {
  @inject('Armor')
  public readonly armor!: string;

  constructor(@inject('Weapon') public readonly weapon: string) {}
}

// No constructor and no decorated members of its own:
// the constructor arguments and properties are taken from BaseSoldier
@injectable()
@injectFromBase()
class Soldier extends BaseSoldier {}

const container: Container = new Container();
container.bind<string>('Weapon').toConstantValue('katana');
container.bind<string>('Armor').toConstantValue('kimono');
container.bind(Soldier).toSelf();

const soldier: Soldier = container.get(Soldier);
console.log(soldier.weapon, soldier.armor);
// prints: katana kimono

// A class that extends nothing has no base to copy from: the decorator throws at once
try {
  @injectFromBase()
  class Lonely {}
  console.log(Lonely.name);
} catch (error: unknown) {
  console.log((error as Error).message.split('.')[0]);
}
// prints: Found unexpected missing metadata on type "Object"
