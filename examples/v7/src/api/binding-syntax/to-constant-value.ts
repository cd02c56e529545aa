import { Container } from 'inversify';

interface AppConfig {
  readonly paymentRetries: number;
}

const config: AppConfig = { paymentRetries: 3 };

const container: Container = new Container();
container.bind<AppConfig>('AppConfig').toConstantValue(config);

// The container hands out the very object it was given
console.log(container.get<AppConfig>('AppConfig') === config);
// prints: true
console.log(container.get<AppConfig>('AppConfig').paymentRetries);
// prints: 3

// activation handlers run once, on the first resolution
container
  .bind<string>('ShopName')
  .toConstantValue('example shop')
  .onActivation((_context, name: string): string => {
    console.log('activating the shop name');
    return name.toUpperCase();
  });
console.log(container.get<string>('ShopName'), container.get<string>('ShopName'));
// prints: activating the shop name
// prints: EXAMPLE SHOP EXAMPLE SHOP
