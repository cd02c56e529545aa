import { type BindingConstraints, Container, inject, injectable, named } from 'inversify';

@injectable()
class Samurai {
  constructor(@inject('Weapon') public readonly weapon: string) {}
}

@injectable()
class Ninja {
  constructor(@inject('Weapon') public readonly weapon: string) {}
}

@injectable()
class Dojo {
  constructor(
    @inject(Ninja) @named('sensei') public readonly sensei: Ninja,
    @inject(Ninja) public readonly student: Ninja,
  ) {}
}

const container: Container = new Container();
container.bind(Samurai).toSelf();
container.bind(Ninja).toSelf();
container.bind(Dojo).toSelf();

// The parent is the service whose construction requested 'Weapon'
container.bind<string>('Weapon').toConstantValue('katana').whenParentIs(Samurai);
// The parent Ninja was itself requested with the name 'sensei'
container.bind<string>('Weapon').toConstantValue('kusarigama').whenParentNamed('sensei');
// Any Ninja that was not requested as 'sensei'
container
  .bind<string>('Weapon')
  .toConstantValue('shuriken')
  .whenParent(
    (parent: BindingConstraints): boolean => parent.serviceIdentifier === Ninja && parent.name !== 'sensei',
  );
// Only when 'Weapon' is requested directly from the container (no parent at all)
container
  .bind<string>('Weapon')
  .toConstantValue('wooden sword')
  .whenNoParent(() => true);

const dojo: Dojo = container.get(Dojo);
console.log(container.get(Samurai).weapon);
// prints: katana
console.log(dojo.sensei.weapon, dojo.student.weapon);
// prints: kusarigama shuriken
console.log(container.get<string>('Weapon'));
// prints: wooden sword
