import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Katana {
  @preDestroy()
  public sheathe(): void {
    console.log('katana sheathed');
  }
}

const container: Container = new Container();
container.bind(Katana).toSelf().inSingletonScope();

container.get(Katana);
container.unbind(Katana);
// prints: katana sheathed
