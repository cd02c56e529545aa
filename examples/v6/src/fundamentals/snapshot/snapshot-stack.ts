import { Container } from 'inversify';

const parent: Container = new Container();
const child: Container = parent.createChild();

parent.bind<string>('Mailer').toConstantValue('smtp');

// Snapshots are a stack: each restore() returns to the latest one left.
parent.snapshot();
parent.rebind<string>('Mailer').toConstantValue('fake');
parent.snapshot();
parent.rebind<string>('Mailer').toConstantValue('console');

parent.restore();
console.log(parent.get<string>('Mailer'));
// prints: fake
parent.restore();
console.log(parent.get<string>('Mailer'));
// prints: smtp

// The stack is empty now.
try {
  parent.restore();
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: No snapshot available to restore.
}

// A snapshot belongs to one container: the child has its own, empty, stack.
try {
  child.restore();
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: No snapshot available to restore.
}
