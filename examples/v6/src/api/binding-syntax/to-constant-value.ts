import { Container } from 'inversify';

interface AppConfig {
  currency: string;
  mailRetries: number;
}

const container: Container = new Container();

// The very same object is returned on every resolution.
const config: AppConfig = { currency: 'EUR', mailRetries: 3 };
container.bind<AppConfig>('AppConfig').toConstantValue(config);

console.log(container.get<AppConfig>('AppConfig') === config);
// prints: true
