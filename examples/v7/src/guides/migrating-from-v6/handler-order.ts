import { Container, injectable, postConstruct, preDestroy } from 'inversify';

@injectable()
class Katana {
  @postConstruct()
  public sharpen(): void {
    console.log('  @postConstruct');
  }

  @preDestroy()
  public store(): void {
    console.log('  @preDestroy');
  }
}

// #region activation
const parent: Container = new Container();
const child: Container = new Container({ parent });

// the binding lives in the parent; both containers register a handler
parent
  .bind(Katana)
  .toSelf()
  .onActivation((_context, katana: Katana): Katana => {
    console.log('  binding handler');
    return katana;
  });
parent.onActivation(Katana, (_context, katana: Katana): Katana => {
  console.log('  parent container handler');
  return katana;
});
child.onActivation(Katana, (_context, katana: Katana): Katana => {
  console.log('  child container handler');
  return katana;
});

console.log('activation, resolved from the child:');
child.get(Katana);
// prints: activation, resolved from the child:
// prints:   @postConstruct
// prints:   binding handler
// prints:   child container handler
// prints:   parent container handler
// #endregion activation

// #region deactivation
const root: Container = new Container();
const leaf: Container = new Container({ parent: root });

// the binding lives in the child; both containers register a handler
leaf
  .bind(Katana)
  .toSelf()
  .inSingletonScope()
  .onDeactivation((): void => {
    console.log('  binding handler');
  });
leaf.onDeactivation(Katana, (): void => {
  console.log('  child container handler');
});
root.onDeactivation(Katana, (): void => {
  console.log('  parent container handler');
});

async function main(): Promise<void> {
  leaf.get(Katana);
  // prints:   @postConstruct
  console.log('deactivation:');
  await leaf.unbind(Katana);
  // prints: deactivation:
  // prints:   @preDestroy
  // prints:   binding handler
  // prints:   child container handler
  // prints:   parent container handler
}

void main();
// #endregion deactivation
