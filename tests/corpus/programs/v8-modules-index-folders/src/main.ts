import { Container } from 'inversify';
import { billingModule, Billing } from './billing';
import { customersModule } from './customers';

const container = new Container();
container.load(customersModule, billingModule);

const billing = container.get(Billing);
console.log(billing.invoiceFor(1));
console.log(billing.invoiceFor(2));
