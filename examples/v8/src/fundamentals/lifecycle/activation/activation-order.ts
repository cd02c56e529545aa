import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class Katana {
  @postConstruct()
  public sharpen(): void {
    console.log('1. @postConstruct');
  }
}

const parent: Container = new Container();
const child: Container = new Container({ parent });

// The binding lives in the parent container.
parent
  .bind(Katana)
  .toSelf()
  .onActivation((_context, katana: Katana): Katana => {
    console.log('2. binding handler');
    return katana;
  });

parent.onActivation(Katana, (_context, katana: Katana): Katana => {
  console.log('parent container handler');
  return katana;
});

child.onActivation(Katana, (_context, katana: Katana): Katana => {
  console.log('child container handler');
  return katana;
});

console.log('child.get:');
child.get(Katana);
console.log('parent.get:');
parent.get(Katana);
// prints: child.get:
// prints: 1. @postConstruct
// prints: 2. binding handler
// prints: child container handler
// prints: parent container handler
// prints: parent.get:
// prints: 1. @postConstruct
// prints: 2. binding handler
// prints: parent container handler
