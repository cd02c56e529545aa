import { Container, injectable, Provider, ResolutionContext } from 'inversify';

@injectable()
class Katana {
  public material: string = 'iron';
}

// A provider always returns a promise
type KatanaProvider = Provider<Katana, [string]>;

const container: Container = new Container();
container.bind(Katana).toSelf();
container
  .bind<KatanaProvider>('KatanaProvider')
  .toProvider(
    (context: ResolutionContext): KatanaProvider =>
      async (material: string): Promise<Katana> => {
        const katana: Katana = await context.getAsync(Katana);
        katana.material = material;
        return katana;
      },
  );

const provideKatana: KatanaProvider = container.get<KatanaProvider>('KatanaProvider');

void provideKatana('steel').then((katana: Katana) => {
  console.log(katana.material);
});
// prints: steel
