import { BindingIdentifier, Container } from 'inversify';

const discountRuleId: symbol = Symbol.for('DiscountRule');
const mailerId: symbol = Symbol.for('Mailer');

const container: Container = new Container();
container.bind<string>(discountRuleId).toConstantValue('LoyaltyDiscount');
const seasonalBinding: BindingIdentifier = container
  .bind<string>(discountRuleId)
  .toConstantValue('SeasonalDiscount')
  .getIdentifier();
container.bind<string>(mailerId).toConstantValue('SmtpMailer');

async function main(): Promise<void> {
  // #region binding-identifier
  // unbind a single binding through its identifier: the season is over
  await container.unbind(seasonalBinding);
  console.log(container.getAll<string>(discountRuleId).join(', '));
  // prints: LoyaltyDiscount
  // #endregion binding-identifier

  // #region service-identifier
  // unbind every binding of a service identifier
  await container.unbind(discountRuleId);
  console.log(container.isBound(discountRuleId));
  // prints: false
  // #endregion service-identifier

  // #region unbind-sync
  container.unbindSync(mailerId);
  console.log(container.isBound(mailerId));
  // prints: false
  // #endregion unbind-sync
}

void main();
