// examples/v6/src/api/errors/null-service-identifier.ts with the service identifier type of 7.x and 8.x.
import { Container, type ServiceIdentifier } from 'inversify';

// Stands for an identifier imported from a module that is still loading (a circular import).
const TYPES: { Logger?: ServiceIdentifier } = {};

console.log(TYPES.Logger);

const container: Container = new Container();

container.bind(TYPES.Logger as ServiceIdentifier);
console.log('bound');
