import { Container, Provider, ResolutionContext, ServiceIdentifier } from 'inversify';

// Provider is deprecated in 7.x: it always returns a Promise.
type TokenProvider = Provider<string, [user: string]>;

const tokenProviderId: ServiceIdentifier<TokenProvider> = Symbol.for('TokenProvider');
const issuerId: ServiceIdentifier<string> = Symbol.for('Issuer');

const container: Container = new Container();
container.bind<string>(issuerId).toConstantValue('auth.example');
container
  .bind<TokenProvider>(tokenProviderId)
  .toProvider(
    (context: ResolutionContext): TokenProvider =>
      async (user: string): Promise<string> =>
        `${context.get(issuerId)}:${user}`,
  );

async function main(): Promise<void> {
  const provideToken: TokenProvider = container.get(tokenProviderId);
  console.log(await provideToken('ada'));
  // prints: auth.example:ada
}

void main();
