import { Container, inject, injectable, optional } from 'inversify';

@injectable()
class Formatter {
  format(value, unit) {
    return value + ' ' + (unit || 'items');
  }
}

@injectable()
class Inventory {
  constructor(
    private formatter: Formatter,
    @inject('Unit') @optional() private unit?: string,
  ) {}

  count(list) {
    return this.formatter.format(list.length, this.unit);
  }
}

const container = new Container();
container.bind(Formatter).toSelf();
container.bind(Inventory).toSelf();
console.log(container.get(Inventory).count([1, 2, 3]));
container.bind('Unit').toConstantValue('boxes');
console.log(container.get(Inventory).count([1, 2]));
