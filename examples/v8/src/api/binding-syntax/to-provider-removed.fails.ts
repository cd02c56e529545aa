import { Container } from 'inversify';

type MottoFactory = () => Promise<string>;

const container: Container = new Container();

// toProvider no longer exists in 8.x: bind the same function with toFactory
// expect-error: TS2339
container.bind<MottoFactory>('MottoFactory').toProvider(() => async (): Promise<string> => 'hi');
container.bind<MottoFactory>('MottoFactory').toFactory(() => async (): Promise<string> => 'hi');
