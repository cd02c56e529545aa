import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';

const TYPES = { AppConfig: Symbol.for('AppConfig') };

// An unannotated parameter takes its type from the constructor, so the arrow's body is checked against the
// callback's return type, void | Promise<void>: the error is on the body.
export const inferred: ContainerModule = new ContainerModule((options) =>
  // expect-error: TS2322
  options.bind<string>(TYPES.AppConfig).toConstantValue('shop.example.com'),
);

// An annotated parameter makes the arrow a function of its own, whose return type is inferred from its body:
// the whole arrow is the argument that does not fit.
export const annotated: ContainerModule = new ContainerModule(
  // expect-error: TS2345
  (options: ContainerModuleLoadOptions) => options.bind<string>(TYPES.AppConfig).toConstantValue('shop.example.com'),
);
