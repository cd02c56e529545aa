import { Container, interfaces } from 'inversify';

interface Weapon {
  hit(): string;
}

const container: Container = new Container();
container.bind<number>('Damage').toConstantValue(10);

// inversify 6: dynamic values receive interfaces.Context and reach the container through it
container.bind<Weapon>('Weapon').toDynamicValue((context: interfaces.Context) => {
  const damage: number = context.container.get<number>('Damage');
  return { hit: (): string => `hit for ${damage}` };
});

// inversify 6: activation handlers receive interfaces.Context as well
container.onActivation<Weapon>('Weapon', (_context: interfaces.Context, weapon: Weapon) =>
  new Proxy(weapon, {
    get: (target: Weapon, property: string | symbol): unknown =>
      property === 'hit' ? (): string => `${target.hit()} (logged)` : Reflect.get(target, property),
  }),
);

console.log(container.get<Weapon>('Weapon').hit());
// prints: hit for 10 (logged)
