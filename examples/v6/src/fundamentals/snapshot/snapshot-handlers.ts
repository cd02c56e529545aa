import { Container, interfaces } from 'inversify';

const container: Container = new Container();
container.bind<string>('Clock').toConstantValue('system clock');

container.snapshot();
container.onActivation<string>('Clock', (_context: interfaces.Context, clock: string): string => `logged ${clock}`);
console.log(container.get<string>('Clock'));
// prints: logged system clock

// The container-level handler was added after the snapshot, so restore() removes it.
// The restored binding is the copy saved before the first get: it activates its value again.
container.restore();
console.log(container.get<string>('Clock'));
// prints: system clock
