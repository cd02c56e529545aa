import { Container, injectable } from 'inversify';

interface Weapon {
  readonly name: string;
}

@injectable()
class Katana implements Weapon {
  public readonly name: string = 'katana';
}

@injectable()
class Shuriken implements Weapon {
  public readonly name: string = 'shuriken';
}

class Arsenal {
  constructor(
    public readonly main: Weapon,
    public readonly tools: string[],
    public readonly spare: Weapon | undefined,
    public readonly nickname: string | undefined,
  ) {}
}

const container: Container = new Container();
container.bind<Weapon>('Weapon').to(Katana).whenNamed('main');
container.bind<Weapon>('Weapon').to(Shuriken).whenTagged('range', 'far');
container.bind<string>('Tool').toConstantValue('rope');
container.bind<string>('Tool').toConstantValue('smoke bomb');

container
  .bind(Arsenal)
  .toResolvedValue(
    (main: Weapon, tools: string[], spare: Weapon | undefined, nickname: string | undefined): Arsenal =>
      new Arsenal(main, tools, spare, nickname),
    [
      // a named dependency
      { name: 'main', serviceIdentifier: 'Weapon' },
      // every binding of 'Tool', as an array
      { isMultiple: true, serviceIdentifier: 'Tool' },
      // a tagged dependency
      { serviceIdentifier: 'Weapon', tags: [{ key: 'range', value: 'far' }] },
      // an optional dependency with no binding
      { optional: true, serviceIdentifier: 'Nickname' },
    ],
  );

const arsenal: Arsenal = container.get(Arsenal);
console.log(arsenal.main.name, arsenal.spare?.name);
// prints: katana shuriken
console.log(arsenal.tools.join(', '), arsenal.nickname);
// prints: rope, smoke bomb undefined
