import { Container, type ResolutionContext, type ServiceIdentifier } from 'inversify';

// 8.x: Provider is gone; a factory may return a value or a Promise.
type TokenFactory = (user: string) => Promise<string>;

const tokenFactoryId: ServiceIdentifier<TokenFactory> = Symbol.for('TokenFactory');
const issuerId: ServiceIdentifier<string> = Symbol.for('Issuer');

const container: Container = new Container();
container.bind<string>(issuerId).toConstantValue('auth.example');
container
  .bind<TokenFactory>(tokenFactoryId)
  .toFactory(
    (context: ResolutionContext): TokenFactory =>
      async (user: string): Promise<string> =>
        `${context.get(issuerId)}:${user}`,
  );

const createToken: TokenFactory = container.get(tokenFactoryId);
console.log(await createToken('ada'));
// prints: auth.example:ada
