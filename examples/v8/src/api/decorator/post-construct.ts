import { Container, inject, injectable, postConstruct } from 'inversify';

@injectable()
class Katana {
  public damage: number = 10;

  @inject('Whetstone')
  public readonly whetstone!: string;

  // Runs after the constructor and after property injection
  @postConstruct()
  public sharpen(): void {
    console.log(`sharpened with ${this.whetstone}`);
    this.damage += 2;
  }
}

const container: Container = new Container();
container.bind<string>('Whetstone').toConstantValue('a water stone');
container.bind(Katana).toSelf();

const katana: Katana = container.get(Katana);
// prints: sharpened with a water stone
console.log(katana.damage);
// prints: 12
