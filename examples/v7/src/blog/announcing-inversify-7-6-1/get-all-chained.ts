import { Container, ServiceIdentifier } from 'inversify';

interface HealthCheck {
  readonly name: string;
}

const healthCheckId: ServiceIdentifier<HealthCheck> = Symbol.for('HealthCheck');

const parent: Container = new Container();
parent.bind<HealthCheck>(healthCheckId).toConstantValue({ name: 'database' });

const child: Container = new Container({ parent });
child.bind<HealthCheck>(healthCheckId).toConstantValue({ name: 'cache' });

const names = (checks: HealthCheck[]): string =>
  checks.map((check: HealthCheck): string => check.name).join(', ');

// Without chaining, the child's own bindings hide the parent's ones.
console.log(names(child.getAll(healthCheckId)));
// prints: cache
// With chained: true, bindings from every ancestor are gathered too.
console.log(names(child.getAll(healthCheckId, { chained: true })));
// prints: cache, database
