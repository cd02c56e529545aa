require('reflect-metadata');
const { Container, ContainerModule, injectable, postConstruct } = require('inversify');
(async () => {
const p = new Container({ defaultScope: 'Singleton', autobind: true });
class K {}
injectable()(K);
const c = new Container({ parent: p });
c.bind(K).toSelf();
console.log('child inherits defaultScope?', c.get(K) === c.get(K));
class Z {}
injectable()(Z);
try { c.get(Z); console.log('child inherits autobind: yes'); } catch (e) { console.log('child inherits autobind: no'); }
const a = new Container({ defaultScope: 'Singleton', autobind: true });
console.log('autobind uses default scope', a.get(Z) === a.get(Z));
// unload removes handlers
const m = new ContainerModule((o) => { o.bind('N').toConstantValue(1); o.onActivation('M', (_c, v) => v + 100); });
const u = new Container(); u.bind('M').toDynamicValue(() => 1);
await u.load(m); console.log('with module handler', u.get('M'));
await u.unload(m); console.log('after unload', u.get('M'));
// async postConstruct with get
class P { async init() {} }
injectable()(P);
postConstruct()(P.prototype, 'init', Object.getOwnPropertyDescriptor(P.prototype, 'init'));
const pc = new Container(); pc.bind(P).toSelf();
try { pc.get(P); console.log('get async postConstruct ok'); } catch (e) { console.log('get async postConstruct throws', e.message); }
})();
