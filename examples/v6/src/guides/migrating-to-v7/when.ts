import { Container, inject, injectable, interfaces, named } from 'inversify';

@injectable()
class Ninja {
  constructor(
    @inject('Weapon') @named('main') public readonly main: string,
    @inject('Weapon') public readonly backup: string,
  ) {}
}

const container: Container = new Container();
container.bind(Ninja).toSelf();

// inversify 6: constraints receive an interfaces.Request
container
  .bind<string>('Weapon')
  .toConstantValue('katana')
  .when((request: interfaces.Request) => request.target.matchesNamedTag('main'));

// inversify 6: the default binding uses whenTargetIsDefault()
container.bind<string>('Weapon').toConstantValue('shuriken').whenTargetIsDefault();

const ninja: Ninja = container.get(Ninja);
console.log(`${ninja.main} ${ninja.backup}`);
// prints: katana shuriken
