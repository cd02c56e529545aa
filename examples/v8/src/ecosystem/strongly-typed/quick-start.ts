import { TypedContainer } from '@inversifyjs/strongly-typed';

interface Mailer {
  readonly transport: string;
  readonly retries: number;
}

// The binding map: every key is a service identifier, every value its type
interface BindingMap {
  mailer: Mailer;
  shopName: string;
}

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();

container.bind('mailer').toConstantValue({ retries: 3, transport: 'smtp' });
container.bind('shopName').toConstantValue('Example Shop');

// get() infers Mailer from the key, with no explicit type argument
const mailer: Mailer = container.get('mailer');
const shopName: string = container.get('shopName');

console.log(`${shopName}: ${mailer.transport}, ${mailer.retries} retries`);
// prints: Example Shop: smtp, 3 retries
