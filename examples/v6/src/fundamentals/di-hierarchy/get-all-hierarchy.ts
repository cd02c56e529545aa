import { Container, injectable, multiInject } from 'inversify';

@injectable()
class OrderService {
  constructor(@multiInject('DiscountRule') public readonly discounts: string[]) {}
}

const app: Container = new Container();
app.bind(OrderService).toSelf();
app.bind<string>('DiscountRule').toConstantValue('loyalty');
app.bind<string>('DiscountRule').toConstantValue('seasonal');

const campaign: Container = app.createChild();
// Without bindings of its own, the child answers with the parent's.
console.log(campaign.getAll<string>('DiscountRule'));
// prints: [ 'loyalty', 'seasonal' ]

// One binding in the child hides all of the parent's: lists are not merged.
campaign.bind<string>('DiscountRule').toConstantValue('black friday');
console.log(campaign.getAll<string>('DiscountRule'));
// prints: [ 'black friday' ]
console.log(campaign.get(OrderService).discounts, app.get(OrderService).discounts);
// prints: [ 'black friday' ] [ 'loyalty', 'seasonal' ]
