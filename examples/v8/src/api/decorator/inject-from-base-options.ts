import { Container, inject, injectable, injectFromBase } from 'inversify';

@injectable()
class BaseSoldier {
  @inject('Armor')
  public readonly armor: string | undefined;

  constructor(@inject('Weapon') public readonly weapon: string) {}
}

// Reuse the constructor arguments, but not the property injections
@injectable()
@injectFromBase({ extendConstructorArguments: true, extendProperties: false })
class Recruit extends BaseSoldier {}

const container: Container = new Container();
container.bind<string>('Weapon').toConstantValue('bokken');
container.bind<string>('Armor').toConstantValue('kimono');
container.bind(Recruit).toSelf();

const recruit: Recruit = container.get(Recruit);
console.log(recruit.weapon, recruit.armor);
// prints: bokken undefined
