import { Container, inject, injectable, tagged } from 'inversify';

@injectable()
class Squad {
  constructor(@inject('Weapon') public readonly weapon: string) {}
}

@injectable()
class Army {
  constructor(
    @inject(Squad) @tagged('elite', true) public readonly eliteSquad: Squad,
    @inject(Squad) public readonly regularSquad: Squad,
  ) {}
}

const container: Container = new Container();
container.bind(Army).toSelf();
container.bind(Squad).toSelf();

container.bind<string>('Weapon').toConstantValue('katana').whenAnyAncestorTagged('elite', true);
container.bind<string>('Weapon').toConstantValue('spear').whenNoAncestorTagged('elite', true);

const army: Army = container.get(Army);
console.log(army.eliteSquad.weapon, army.regularSquad.weapon);
// prints: katana spear
