// The get case of examples/v7/src/api/errors/undefined-service-identifier.ts: an undefined identifier passed to get.
import { Container, interfaces } from 'inversify';

const TYPES: Record<string, symbol> = { Logger: Symbol.for('Logger') };

const container: Container = new Container();
container.get(TYPES.Mailer as interfaces.ServiceIdentifier);
