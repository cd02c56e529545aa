// The onActivation and onDeactivation cases of examples/v6/src/api/errors/null-service-identifier.ts: an undefined
// identifier passed to the container's handlers.
import { Container, type ServiceIdentifier } from 'inversify';

const TYPES: { Logger?: ServiceIdentifier } = {};

const container: Container = new Container();
container.onActivation(TYPES.Logger as ServiceIdentifier, (_context, logger: unknown) => logger);
container.onDeactivation(TYPES.Logger as ServiceIdentifier, (): void => undefined);
console.log('handlers added');
