import { Container, injectable, postConstruct } from 'inversify';

// inversify 8: a class may have several @postConstruct methods
// (inversify 6 threw "Cannot apply @postConstruct decorator multiple times in the same class")
@injectable()
class Katana {
  @postConstruct()
  public sharpen(): void {
    console.log('sharpen');
  }

  @postConstruct()
  public polish(): void {
    console.log('polish');
  }
}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.get(Katana);
// prints: sharpen
// prints: polish
