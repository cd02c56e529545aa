import { Container } from 'inversify';

// a value typed as the broad Function type, as older code sometimes used
const legacyId: Function = function legacyService(): void {};

const container: Container = new Container();

// 8.x: Function is no longer part of ServiceIdentifier
// expect-error: TS2345
container.bind(legacyId).toConstantValue('legacy');
