import { Container, interfaces } from 'inversify';

// Stands for an identifier imported from a module that is still loading (a circular import).
const TYPES: { Logger?: interfaces.ServiceIdentifier } = {};

console.log(TYPES.Logger);
// prints: undefined

const container: Container = new Container();

container.bind(TYPES.Logger as interfaces.ServiceIdentifier);
// throws: NULL argument
