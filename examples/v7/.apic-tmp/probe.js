const { Container, ContainerModule } = require('inversify');
const c = new Container();
const id = Symbol.for('X');
try { c.getAll(id); console.log('getAll no throw'); } catch (e) { console.log('getAll throws:', e.message); }
c.bind(id).toConstantValue(1); c.bind(id).toConstantValue(2);
try { c.get(id); } catch (e) { console.log('get ambiguous:', e.message); }
try { c.get(id, {optional:true}); console.log('opt ok'); } catch (e) { console.log('get ambiguous optional:', e.message); }
c.unbind(Symbol.for('nope')).then(()=>console.log('unbind unknown ok')).catch(e=>console.log('unbind unknown throws', e.message));
try { c.restore(); console.log('restore no snapshot ok'); } catch (e) { console.log('restore throws:', e.message); }
try { c.register(class {}); console.log('reg ok'); } catch (e) { console.log('register throws:', e.message); }
const m = new ContainerModule(async () => {});
try { c.loadSync(m); } catch (e) { console.log('loadSync async:', e.message); }
try { c.get(Symbol.for('Y')); } catch (e) { console.log('get missing:', e.message); }
console.log(m.id, typeof m.id);
