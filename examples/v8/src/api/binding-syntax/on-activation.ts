import { Container, injectable, type ResolutionContext } from 'inversify';

@injectable()
class Katana {
  public hit(): string {
    return 'cut';
  }
}

const container: Container = new Container();
container
  .bind(Katana)
  .toSelf()
  .onActivation((_context: ResolutionContext, katana: Katana): Katana => {
    // Wrap hit() so each call is logged; the returned object is what gets injected
    const originalHit: () => string = katana.hit.bind(katana);
    katana.hit = (): string => {
      console.log('hit called');
      return originalHit();
    };
    return katana;
  });

console.log(container.get(Katana).hit());
// prints: hit called
// prints: cut
