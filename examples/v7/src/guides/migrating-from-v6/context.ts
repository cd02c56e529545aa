import { Container, type ResolutionContext } from 'inversify';

interface Weapon {
  hit(): string;
}

const container: Container = new Container();
container.bind<number>('Damage').toConstantValue(10);

// inversify 7: dynamic values receive a ResolutionContext with get* methods
container.bind<Weapon>('Weapon').toDynamicValue((context: ResolutionContext) => {
  const damage: number = context.get<number>('Damage');
  return { hit: (): string => `hit for ${damage}` };
});

// inversify 7: activation handlers receive a ResolutionContext as well
container.onActivation<Weapon>('Weapon', (_context: ResolutionContext, weapon: Weapon) =>
  new Proxy(weapon, {
    get: (target: Weapon, property: string | symbol): unknown =>
      property === 'hit' ? (): string => `${target.hit()} (logged)` : Reflect.get(target, property),
  }),
);

console.log(container.get<Weapon>('Weapon').hit());
// prints: hit for 10 (logged)
