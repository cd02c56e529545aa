// The get case of examples/v6/src/api/errors/null-service-identifier.ts: an undefined identifier passed to get.
import { Container, type ServiceIdentifier } from 'inversify';

const TYPES: { Logger?: ServiceIdentifier } = {};

const container: Container = new Container();
container.get(TYPES.Logger as ServiceIdentifier);
