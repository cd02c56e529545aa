import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class Katana {
  @postConstruct()
  public sharpen(): void {
    console.log('@postConstruct');
  }
}

const parent: Container = new Container();
const child: Container = new Container({ parent });

parent.onActivation(Katana, (_context, katana: Katana): Katana => {
  console.log('parent container handler');
  return katana;
});
child.onActivation(Katana, (_context, katana: Katana): Katana => {
  console.log('child container handler');
  return katana;
});

// #region binding-in-parent
// The binding lives in the parent; the child resolves it.
parent
  .bind(Katana)
  .toSelf()
  .onActivation((_context, katana: Katana): Katana => {
    console.log('binding handler');
    return katana;
  });

// inversify 8: container handlers from the resolving container up to the root,
// so the child's handler runs although the binding is the parent's
child.get(Katana);
// prints: @postConstruct
// prints: binding handler
// prints: child container handler
// prints: parent container handler
// #endregion binding-in-parent

// #region binding-in-child
// The same identifier, now bound in the child.
child.bind(Katana).toSelf();

// inversify 8: child first, then parent
child.get(Katana);
// prints: @postConstruct
// prints: child container handler
// prints: parent container handler
// #endregion binding-in-child
