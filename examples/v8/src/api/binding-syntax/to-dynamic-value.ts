import { Container, injectable, type ResolutionContext } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

class Ninja {
  constructor(public readonly katana: Katana, public readonly rank: number) {}
}

let nextRank: number = 1;

const container: Container = new Container();
container.bind(Katana).toSelf();
// The builder runs on every resolution (transient scope by default)
container
  .bind(Ninja)
  .toDynamicValue((context: ResolutionContext): Ninja => new Ninja(context.get(Katana), nextRank++));

console.log(container.get(Ninja).rank, container.get(Ninja).rank);
// prints: 1 2

// A builder may also return a promise; resolve such a binding with getAsync
container
  .bind<string>('Motto')
  .toDynamicValue(async (): Promise<string> => 'silence is golden');

console.log(await container.getAsync<string>('Motto'));
// prints: silence is golden
