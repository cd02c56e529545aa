import { Container, interfaces } from 'inversify';
import { AuditLogger, Logger, PlainLogger } from './logging/loggers';
import { Basket, Checkout } from './payments/checkout';
import { CardGateway, Gateway, InvoiceGateway, SepaGateway } from './payments/gateways';
import { CHANNEL, REGION, TYPES } from './types';

const wantsAudit = (request: interfaces.Request): boolean => request.target.matchesTag(CHANNEL)('audit');

export function buildContainer(): Container {
  const container = new Container();
  container.bind<Gateway>(TYPES.Gateway).to(CardGateway).whenTargetNamed('card');
  container.bind<Gateway>(TYPES.Gateway).to(InvoiceGateway).whenTargetNamed('invoice');
  container.bind<Gateway>(TYPES.Gateway).to(SepaGateway).whenTargetTagged(REGION, 'eu');
  container.bind<Logger>(TYPES.Logger).to(AuditLogger).when(wantsAudit);
  container.bind<Logger>(TYPES.Logger).to(PlainLogger).when((request) => !request.target.hasTag(CHANNEL));
  container.bind(Checkout).toSelf();
  container.bind(Basket).toSelf();
  return container;
}
