import { TypedContainer } from '@inversifyjs/strongly-typed';

interface AppConfig {
  readonly currency: string;
  readonly shippingFee: number;
}

// The binding map: every key is a service identifier, every value its type
interface BindingMap {
  appConfig: AppConfig;
  shopName: string;
}

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();

container.bind('appConfig').toConstantValue({ currency: 'EUR', shippingFee: 5 });
container.bind('shopName').toConstantValue('Example Shop');

// get() infers AppConfig from the key, with no explicit type argument
const config: AppConfig = container.get('appConfig');
const shopName: string = container.get('shopName');

console.log(`${shopName} ships for ${config.shippingFee} ${config.currency}`);
// prints: Example Shop ships for 5 EUR
