import { type TypedInject } from '@inversifyjs/strongly-typed';
import { inject, injectable } from 'inversify';

interface BindingMap {
  shout: string;
}

const $inject = inject as TypedInject<BindingMap>;

@injectable()
class Ninja {
  // A private property is not part of the class's public type
  // expect-error: TS1240
  @$inject('shout')
  private readonly shout!: string;

  public speak(): string {
    return this.shout;
  }
}

@injectable()
class Samurai {
  // The parameter type does not match the map entry (string)
  // expect-error: TS1239
  constructor(@$inject('shout') public readonly shout: number) {}
}
