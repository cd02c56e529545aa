import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class Ninja {
  // inversify 7: a class may have more than one @postConstruct method
  @postConstruct()
  public train(): void {
    console.log('train');
  }

  @postConstruct()
  public meditate(): void {
    console.log('meditate');
  }
}

const container: Container = new Container();
container.bind(Ninja).toSelf();
container.get(Ninja);
// prints: train
// prints: meditate
