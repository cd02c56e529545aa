const { Container } = require('inversify');
(async () => {
const p = new Container(); const id = 'W';
p.bind(id).toConstantValue('bow');
const c = new Container({ parent: p });
console.log('child no bindings getAll:', c.getAll(id), c.getAll(id, {chained: true}));
// snapshot stacking
const s = new Container();
s.bind(id).toConstantValue(1); s.snapshot();
s.rebindSync(id).toConstantValue(2); s.snapshot();
s.rebindSync(id).toConstantValue(3);
s.restore(); console.log('restore1', s.get(id));
s.restore(); console.log('restore2', s.get(id));
// unbindSync with async deactivation
const d = new Container();
class A {}
d.bind(A).toSelf().inSingletonScope().onDeactivation(async () => { console.log('async deact'); });
d.get(A);
try { d.unbindSync(A); console.log('unbindSync ok'); } catch (e) { console.log('unbindSync throws:', e.message); }
// container onActivation applies to parent-resolved?
const pp = new Container(); pp.bind('N').toConstantValue(1);
const cc = new Container({ parent: pp });
cc.onActivation('N', (_ctx, v) => v + 100);
console.log('child onActivation on parent binding:', cc.get('N'));
// isBound autobind
const ab = new Container({autobind: true});
class B {}
console.log('autobind isBound before', ab.isBound(B));
})();
