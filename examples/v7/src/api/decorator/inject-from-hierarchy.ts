import { Container, inject, injectable, injectFromHierarchy } from 'inversify';

@injectable()
class BaseSoldier {
  @inject('Armor')
  public readonly armor!: string;

  constructor(@inject('Weapon') public readonly weapon: string) {}
}

@injectable()
class IntermediateSoldier extends BaseSoldier {
  @inject('Rank')
  public readonly rank!: string;
}

// Collects metadata from every ancestor, starting with the farthest one
@injectable()
@injectFromHierarchy()
class Soldier extends IntermediateSoldier {}

const container: Container = new Container();
container.bind<string>('Weapon').toConstantValue('katana');
container.bind<string>('Armor').toConstantValue('kimono');
container.bind<string>('Rank').toConstantValue('captain');
container.bind(Soldier).toSelf();

const soldier: Soldier = container.get(Soldier);
console.log(soldier.weapon, soldier.armor, soldier.rank);
// prints: katana kimono captain
