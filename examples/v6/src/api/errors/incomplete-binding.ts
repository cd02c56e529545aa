import { Container } from 'inversify';

const container: Container = new Container();

// bind() without .to…(): the binding has no value.
container.bind('Clock');

console.log(container.isBound('Clock'));
// prints: true

container.get('Clock');
// throws: Invalid binding type: Clock
