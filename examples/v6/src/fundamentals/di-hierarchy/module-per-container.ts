import { Container, ContainerModule, injectable, interfaces } from 'inversify';

let opened: number = 0;

@injectable()
class Database {
  public readonly connection: number = ++opened;
}

// The bindings are declared once...
const storage: ContainerModule = new ContainerModule((bind: interfaces.Bind): void => {
  bind(Database).toSelf().inSingletonScope();
});

// ...and each load creates separate bindings in the container it is loaded into.
const tenantA: Container = new Container();
const tenantB: Container = tenantA.createChild();
tenantA.load(storage);
tenantB.load(storage);

console.log(tenantA.get(Database).connection, tenantB.get(Database).connection);
// prints: 1 2
console.log(tenantA.get(Database).connection, tenantB.get(Database).connection);
// prints: 1 2
