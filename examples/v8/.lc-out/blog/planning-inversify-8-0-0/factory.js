import { Container } from 'inversify';
const tokenFactoryId = Symbol.for('TokenFactory');
const issuerId = Symbol.for('Issuer');
const container = new Container();
container.bind(issuerId).toConstantValue('auth.example');
container
    .bind(tokenFactoryId)
    .toFactory((context) => async (user) => `${context.get(issuerId)}:${user}`);
const createToken = container.get(tokenFactoryId);
console.log(await createToken('ada'));
// prints: auth.example:ada
