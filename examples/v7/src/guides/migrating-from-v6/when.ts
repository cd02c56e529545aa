import { type BindingConstraints, Container, inject, injectable, named } from 'inversify';

@injectable()
class Ninja {
  constructor(
    @inject('Weapon') @named('main') public readonly main: string,
    @inject('Weapon') public readonly backup: string,
  ) {}
}

const container: Container = new Container();
container.bind(Ninja).toSelf();

// inversify 7: constraints receive BindingConstraints (name, tags, serviceIdentifier, getAncestor)
container
  .bind<string>('Weapon')
  .toConstantValue('katana')
  .when((constraints: BindingConstraints) => constraints.name === 'main');

// inversify 7: whenTargetIsDefault() became whenDefault()
container.bind<string>('Weapon').toConstantValue('shuriken').whenDefault();

const ninja: Ninja = container.get(Ninja);
console.log(`${ninja.main} ${ninja.backup}`);
// prints: katana shuriken
