export const TYPES = {
  Logger: Symbol.for('Logger'),
  TaxRate: Symbol.for('TaxRate'),
  OrderService: Symbol.for('OrderService'),
  RefundService: Symbol.for('RefundService'),
};
