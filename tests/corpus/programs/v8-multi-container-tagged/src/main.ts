import { Container } from 'inversify';
import { Channel, CHANNEL, Email, Push, Sms } from './channels';

function containerFor(region: string): Container {
  const container = new Container();
  container.bind<Channel>(CHANNEL).to(Email).whenTagged('cost', 'free');
  container.bind<Channel>(CHANNEL).to(Push).whenTagged('cost', 'free');
  if (region === 'eu') container.bind<Channel>(CHANNEL).to(Sms).whenTagged('cost', 'paid');
  return container;
}

for (const region of ['us', 'eu']) {
  const container = containerFor(region);
  const free = container.getAll<Channel>(CHANNEL, { tag: { key: 'cost', value: 'free' } });
  const paid = container.getAll<Channel>(CHANNEL, { tag: { key: 'cost', value: 'paid' }, optional: true });
  console.log(`${region}: free ${free.map((c) => c.name).join('+')}; paid ${paid.map((c) => c.name).join('+') || 'none'}`);
}
