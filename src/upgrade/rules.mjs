// The upgrade rules: one row per change the migration guides describe. The playground's upgrade transform
// (./transform.mjs) implements each rule, the /upgrade/ checklist lists them, and the guide tests check each names a
// heading of its guide. Data only; browser-safe.

/** @typedef {'6' | '7'} FromMajor */
/** @typedef {'7' | '8'} ToMajor */

/**
 * @typedef {object} UpgradeRule
 * @property {string} id stable kebab id
 * @property {FromMajor[]} from majors whose programs it applies to
 * @property {ToMajor[]} to target majors it applies for
 * @property {'rewrite' | 'flag'} kind rewrite: the transform changes the code; flag: behaviour that changed without a
 *   compile error, or code that cannot be rewritten safely: marked at its line, never changed
 * @property {string} title one line: the checklist step and the change list's heading
 * @property {string} reason one or two sentences: why
 * @property {string[]} features ids of UPGRADE_FEATURES it belongs to; [] applies to every program
 * @property {Partial<Record<string, string>>} guide per path key ('6-7', '6-8', '7-8'): the guide section, a doc
 *   path and anchor relative to the target docs version's root
 */

/** @typedef {{id: string, label: string}} UpgradeFeature */

/** What a program may use, for the checklist: a rule with features applies when one of them is ticked. */
export const UPGRADE_FEATURES = /** @type {const} */ ([
  {id: 'autobind', label: 'Autobinding (autoBindInjectable, resolve)'},
  {id: 'named-tagged', label: 'Named and tagged bindings, tryGet'},
  {id: 'multi-inject', label: 'getAll and multi-injection'},
  {id: 'modules', label: 'Container modules'},
  {id: 'async', label: 'Async modules, bindings or handlers'},
  {id: 'child-containers', label: 'Child containers'},
  {id: 'dynamic-values', label: 'Dynamic values and the resolution context'},
  {id: 'when', label: 'Conditional bindings (when…)'},
  {id: 'providers-factories', label: 'Providers and factories'},
  {id: 'inheritance', label: 'Class inheritance'},
  {id: 'decorate-by-hand', label: 'decorate() by hand'},
  {id: 'lifecycle', label: 'Activation, deactivation, @postConstruct, @preDestroy'},
  {id: 'plugins-middleware', label: 'Middleware, metadata readers, plugins'},
  {id: 'testing', label: 'Tests that check error messages or rebind'},
  {id: 'esm', label: 'CommonJS build or tsconfig settings'},
  {id: 'ecosystem', label: 'Other @inversifyjs packages'},
]);

const MIGRATING_FROM_V6 = 'guides/migrating-from-v6';
const MIGRATING_FROM_V7 = 'guides/migrating-from-v7';

/**
 * A guide map for a 6.x change, described by both "Migrating from v6" guides (the 7.x one and next's).
 * @param {string} anchor7 the section's anchor in the 7.x guide
 * @param {string} [anchor8] its anchor in next's guide, when the heading differs
 */
const fromV6 = (anchor7, anchor8 = anchor7) => ({'6-7': `${MIGRATING_FROM_V6}#${anchor7}`, '6-8': `${MIGRATING_FROM_V6}#${anchor8}`});

/** @type {UpgradeRule[]} */
export const UPGRADE_RULES = [
  // --- packaging and imports first: what every program needs
  {
    id: 'es-modules-only', from: ['6', '7'], to: ['8'], kind: 'rewrite', features: [],
    title: 'inversify 8 is an ES module only: compile with "module": "NodeNext"',
    reason: 'inversify 8 names its entry point only in its package.json exports, which "module": "CommonJS" does not read; NodeNext does.',
    guide: {'6-8': `${MIGRATING_FROM_V7}#es-modules-only`, '7-8': `${MIGRATING_FROM_V7}#es-modules-only`},
  },
  {
    id: 'es-modules-only-runtime', from: ['6', '7'], to: ['8'], kind: 'flag', features: ['esm'],
    title: 'Check how your project loads inversify 8 (require of an ES module, dynamic import)',
    reason: 'A CommonJS project loads inversify 8 only on Node.js releases that can require() an ES module; a dynamic import() or a bundler setting may need a change.',
    guide: {'6-8': `${MIGRATING_FROM_V7}#es-modules-only`, '7-8': `${MIGRATING_FROM_V7}#es-modules-only`},
  },
  {
    id: 'es2022-error-types', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: [],
    title: 'Compile with the ES2022 error types: "ES2022.Error" in lib, or target ES2022',
    reason: 'The declarations of inversify 7 and 8 use ErrorOptions, which TypeScript defines in its ES2022 library; without it they do not compile.',
    guide: {'6-7': 'faq/requirements#es2022-error-types-target-or-lib', '6-8': 'faq/requirements#es2022-error-types-target-or-lib'},
  },
  {
    id: 'interfaces-namespace', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: [],
    title: 'The interfaces namespace is gone: import its types from inversify',
    reason: 'interfaces.Newable, interfaces.ServiceIdentifier, interfaces.Factory and the others are top-level type exports now.',
    guide: fromV6('summary'),
  },
  {
    id: 'lazy-service-identifier-spelling', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: [],
    title: 'LazyServiceIdentifer is spelt LazyServiceIdentifier',
    reason: 'The misspelt alias is no longer exported.',
    guide: fromV6('other-removed-exports'),
  },
  {
    id: 'removed-exports', from: ['6'], to: ['7', '8'], kind: 'flag', features: [],
    title: 'METADATA_KEY, the *Enum objects and the constraint helpers are no longer exported',
    reason: 'Replace BindingScopeEnum and BindingTypeEnum with bindingScopeValues and bindingTypeValues or plain strings; the other helpers have no replacement.',
    guide: fromV6('other-removed-exports'),
  },
  // --- Container API
  {
    id: 'autobind-option', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['autobind'],
    title: 'autoBindInjectable is now autobind',
    reason: 'The container option was renamed.',
    guide: fromV6('autobinding'),
  },
  {
    id: 'resolve-to-get-autobind', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['autobind'],
    title: 'resolve(X) is get(X, { autobind: true })',
    reason: 'resolve() is removed; the autobind option of get() builds a class that has no binding.',
    guide: fromV6('autobinding'),
  },
  {
    id: 'autobind-keeps-binding', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['autobind'],
    title: 'An autobound request now leaves a binding behind',
    reason: 'resolve(X) built X without binding it; get(X, { autobind: true }) binds X, so isBound(X) is true afterwards.',
    guide: fromV6('autobinding-a-single-request-keeps-the-binding', 'autobinding-keeps-the-binding'),
  },
  {
    id: 'middleware-metadata-reader', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['plugins-middleware'],
    title: 'applyMiddleware() and applyCustomMetadataReader() are removed',
    reason: 'There is no replacement in the container: move the logic to activation handlers or a plugin.',
    guide: fromV6('custom-metadata-readers-and-middleware'),
  },
  {
    id: 'get-options', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['named-tagged'],
    title: 'getNamed, getTagged and tryGet* are get() with options',
    reason: 'The variants are folded into GetOptions: { name }, { tag: { key, value } } and { optional: true }.',
    guide: fromV6('isbound-get-and-their-variants'),
  },
  {
    id: 'is-bound-options', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['named-tagged'],
    title: 'isBoundNamed and isBoundTagged are isBound() with options',
    reason: 'IsBoundOptions takes { name } or { tag: { key, value } }.',
    guide: fromV6('isbound-get-and-their-variants'),
  },
  {
    id: 'get-all-options', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['named-tagged', 'multi-inject'],
    title: 'getAllNamed, getAllTagged and tryGetAll* are getAll() with options',
    reason: 'The variants are removed; getAll() takes { name }, { tag } and { optional: true }.',
    guide: fromV6('getall-enforces-constraints'),
  },
  {
    id: 'get-all-enforce-option', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['multi-inject'],
    title: 'Drop enforceBindingConstraints from getAll()',
    reason: 'What the option asked for is now the only behaviour, and GetAllOptions no longer has the field.',
    guide: fromV6('getall-enforces-constraints'),
  },
  {
    id: 'get-all-constraints', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['multi-inject'],
    title: 'getAll() now applies binding constraints at the root',
    reason: 'An unnamed getAll() skips bindings that require a name or tag, which v6 returned.',
    guide: fromV6('getall-enforces-constraints'),
  },
  {
    id: 'get-all-empty', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['multi-inject'],
    title: 'getAll() with nothing bound returns [] instead of throwing',
    reason: 'Code that caught the error to detect "nothing registered" must test the array\'s length.',
    guide: fromV6('getall-with-nothing-bound-returns-an-empty-array'),
  },
  {
    id: 'sync-methods-suffix', from: ['6'], to: ['7'], kind: 'rewrite', features: [],
    title: 'load, unload, rebind, unbind and unbindAll: the synchronous ones are *Sync in 7',
    reason: 'In 7 the plain names return Promises; the synchronous twins carry a Sync suffix.',
    guide: {'6-7': `${MIGRATING_FROM_V6}#load-unload-rebind-unbind-and-unbindall-are-async`},
  },
  {
    id: 'async-methods-plain', from: ['6'], to: ['7'], kind: 'rewrite', features: ['async'],
    title: 'loadAsync, unloadAsync, rebindAsync, unbindAsync and unbindAllAsync are the plain names in 7',
    reason: 'In 7 the plain names return the Promise; the Async suffix is gone.',
    guide: {'6-7': `${MIGRATING_FROM_V6}#load-unload-rebind-unbind-and-unbindall-are-async`},
  },
  {
    id: 'container-module-options', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['modules'],
    title: 'A ContainerModule callback receives one options object',
    reason: 'The positional bind, unbind, isBound, rebind, onActivation and onDeactivation arguments are fields of ContainerModuleLoadOptions.',
    guide: fromV6('container-modules'),
  },
  {
    id: 'async-container-module', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['modules', 'async'],
    title: 'AsyncContainerModule is ContainerModule',
    reason: 'Any ContainerModule callback may return a Promise.',
    guide: fromV6('container-modules', 'load-unload-rebind-and-unbind'),
  },
  {
    id: 'module-rebind', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['modules'],
    title: 'A binding made with rebind inside a module survives its unload',
    reason: 'Only bindings the module made with bind belong to it; call unbind and bind if unload should remove it.',
    guide: fromV6('bindings-made-with-rebind-inside-a-module-survive-its-unload', 'rebind-inside-a-module'),
  },
  {
    id: 'create-child', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['child-containers'],
    title: 'createChild() is new Container({ parent })',
    reason: 'createChild() is removed; the parent is a constructor option.',
    guide: fromV6('parent-and-child-containers'),
  },
  {
    id: 'container-members-removed', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['child-containers'],
    title: 'Containers no longer expose parent, id or options, and Container.merge() is removed',
    reason: 'Keep a reference to the parent yourself; there is no replacement for merge().',
    guide: fromV6('parent-and-child-containers'),
  },
  {
    id: 'child-options', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['child-containers'],
    title: 'A child container does not inherit its parent\'s options',
    reason: 'createChild() copied defaultScope and the other options; new Container({ parent }) uses only those you pass.',
    guide: fromV6('a-child-container-does-not-inherit-its-parents-options', 'a-child-container-does-not-inherit-options'),
  },
  {
    id: 'unbind-unbound', from: ['6'], to: ['7', '8'], kind: 'flag', features: [],
    title: 'unbind and rebind of an identifier without bindings no longer throw',
    reason: 'Code that relied on the error to detect a missing binding must call isBound instead.',
    guide: fromV6('unbinding-an-identifier-that-has-no-binding', 'unbind-and-rebind-of-an-identifier-that-has-no-binding'),
  },
  // --- fluent syntax
  {
    id: 'resolution-context', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['dynamic-values', 'providers-factories', 'lifecycle'],
    title: 'interfaces.Context is ResolutionContext, and context.container.get is context.get',
    reason: 'Builders and handlers receive a ResolutionContext with get, getAsync, getAll and getAllAsync instead of the container.',
    guide: fromV6('resolutioncontext-replaces-context'),
  },
  {
    id: 'context-members-removed', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['dynamic-values', 'providers-factories'],
    title: 'The resolution context no longer gives the container, plan or request',
    reason: 'Only get, getAsync, getAll and getAllAsync remain; code that read the plan or the current request needs another way.',
    guide: fromV6('resolutioncontext-replaces-context'),
  },
  {
    id: 'when-helpers-renamed', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['when', 'named-tagged'],
    title: 'whenTargetNamed, whenTargetTagged, whenTargetIsDefault, whenInjectedInto … are renamed',
    reason: 'The helpers are named after what they test: whenNamed, whenTagged, whenDefault, whenParentIs, whenAnyAncestor, whenNoAncestor.',
    guide: fromV6('bindingconstraints-replaces-request'),
  },
  {
    id: 'when-binding-constraints', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['when'],
    title: 'when() receives BindingConstraints instead of interfaces.Request',
    reason: 'request.target.matchesNamedTag(n) is constraints.name === n; request.target.matchesTag(k)(v) is constraints.tags.get(k) === v.',
    guide: fromV6('bindingconstraints-replaces-request'),
  },
  {
    id: 'when-request-members', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['when'],
    title: 'A when() callback that reads other members of the request needs rewriting by hand',
    reason: 'BindingConstraints has only name, tags, serviceIdentifier and getAncestor(); parentRequest, target and the metadata lists are gone.',
    guide: fromV6('bindingconstraints-replaces-request'),
  },
  {
    id: 'to-constant-value', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: [],
    title: 'toConstructor() and toFunction() are toConstantValue()',
    reason: 'Both binding types are removed; a constant value binds the constructor or function as it is.',
    guide: fromV6('removed-binding-types'),
  },
  {
    id: 'binding-type-arguments', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['providers-factories'],
    title: 'toFactory() and toProvider() take no type arguments',
    reason: 'In 7 and 8 the factory\'s type comes from the binding (bind<Factory<…>>(…)); type arguments on the call no longer compile.',
    guide: fromV6('removed-binding-types'),
  },
  {
    id: 'auto-factory-removed', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['providers-factories'],
    title: 'toAutoFactory() and toAutoNamedFactory() are removed',
    reason: 'Write the factory with toFactory() and the resolution context.',
    guide: fromV6('removed-binding-types'),
  },
  {
    id: 'provider-to-factory', from: ['6', '7'], to: ['8'], kind: 'rewrite', features: ['providers-factories'],
    title: 'toProvider() is toFactory(), and Provider<T, Args> is Factory<Promise<T>, Args>',
    reason: 'Providers are removed in 8; a factory may return a Promise, which covers what providers did.',
    guide: {'6-8': `${MIGRATING_FROM_V6}#removed-binding-types`, '7-8': `${MIGRATING_FROM_V7}#toprovider-is-removed-use-tofactory`},
  },
  // --- decorators
  {
    id: 'inject-from-base', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['inheritance'],
    title: 'A derived class that relied on its base\'s injections needs @injectFromBase()',
    reason: 'Constructor metadata is no longer copied to derived classes implicitly.',
    guide: fromV6('inheritance-is-explicit'),
  },
  {
    id: 'skip-base-class-checks', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['inheritance'],
    title: 'Drop the skipBaseClassChecks container option',
    reason: 'The base-class argument check no longer exists, and so does the option.',
    guide: fromV6('inheritance-is-explicit'),
  },
  {
    id: 'removed-decorators', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['inheritance'],
    title: '@targetName() and createTaggedDecorator() are removed',
    reason: 'Use @named()/@tagged() on the parameter instead; there is no replacement for a custom tagged decorator factory.',
    guide: fromV6('inheritance-is-explicit'),
  },
  {
    id: 'implicit-metadata', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['inheritance'],
    title: 'Classes that relied on implicit metadata need decorators',
    reason: 'A derived class without @injectFromBase() gets undefined dependencies, and binding a class with constructor parameters but no decorators throws.',
    guide: fromV6('classes-that-relied-on-implicit-metadata'),
  },
  {
    id: 'decorate-class-target', from: ['6'], to: ['7', '8'], kind: 'rewrite', features: ['decorate-by-hand'],
    title: 'decorate() takes the class, not its prototype',
    reason: 'For a property or a method, pass the class as the target; one decorator or an array of them.',
    guide: fromV6('decorate-takes-arrays-and-always-the-class'),
  },
  {
    id: 'post-construct-several', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['lifecycle'],
    title: 'Several @postConstruct methods are allowed and all run',
    reason: 'v6 rejected a second @postConstruct in a class; code that relied on the error behaves differently.',
    guide: fromV6('several-postconstruct-methods'),
  },
  {
    id: 'activation-order', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['lifecycle', 'child-containers'],
    title: 'Container activation handlers run from the resolving container up to the root',
    reason: 'v6 ran them from the root down to the container owning the binding, skipping a child\'s handler for a parent\'s binding.',
    guide: fromV6('lifecycle-handler-order', 'order-of-activation-handlers'),
  },
  {
    id: 'deactivation-order', from: ['6'], to: ['7', '8'], kind: 'flag', features: ['lifecycle'],
    title: 'Deactivation runs @preDestroy, the binding\'s handler, then the containers\' handlers',
    reason: 'v6 ran the same handlers in the reverse order.',
    guide: fromV6('lifecycle-handler-order', 'order-of-deactivation-handlers'),
  },
  // --- 7.x to 8.x
  {
    id: 'load-unload-swap', from: ['7'], to: ['8'], kind: 'rewrite', features: ['modules'],
    title: 'load/loadSync and unload/unloadSync are loadAsync/load and unloadAsync/unload',
    reason: 'In 8 the plain names are synchronous and the Promise-returning ones carry an Async suffix.',
    guide: {'7-8': `${MIGRATING_FROM_V7}#loading-and-unloading-modules`},
  },
  {
    id: 'rebind-unbind-swap', from: ['7'], to: ['8'], kind: 'rewrite', features: [],
    title: 'rebind/rebindSync, unbind/unbindSync and unbindAll/unbindAllSync swap their names',
    reason: 'In 8 the plain names are synchronous and the Promise-returning ones carry an Async suffix.',
    guide: {'7-8': `${MIGRATING_FROM_V7}#rebind-unbind-and-unbindall`},
  },
  {
    id: 'module-options-swap', from: ['7'], to: ['8'], kind: 'rewrite', features: ['modules'],
    title: 'ContainerModuleLoadOptions: rebindSync/unbindSync are rebind/unbind, rebind/unbind are rebindAsync/unbindAsync',
    reason: 'The module callback\'s options follow the container\'s new names.',
    guide: {'7-8': `${MIGRATING_FROM_V7}#inside-container-modules`},
  },
  {
    id: 'sync-async-unidentified', from: ['6', '7'], to: ['7', '8'], kind: 'flag', features: [],
    title: 'Check load, unload, rebind and unbind calls on values not known to be containers',
    reason: 'These names changed meaning; a call the assistant cannot tie to a container is left as it is. An await container.load() left from 7 still compiles in 8 but runs the synchronous method, which throws for an async module.',
    guide: {'6-7': `${MIGRATING_FROM_V6}#load-unload-rebind-unbind-and-unbindall-are-async`, '7-8': `${MIGRATING_FROM_V7}#sync-and-async-method-names-are-swapped`},
  },
  {
    id: 'service-identifier-function', from: ['6', '7'], to: ['8'], kind: 'flag', features: [],
    title: 'ServiceIdentifier no longer accepts Function or classes with a private constructor',
    reason: 'Give such classes a symbol or string identifier, and type helper parameters as ServiceIdentifier<T>.',
    guide: {'6-8': `${MIGRATING_FROM_V6}#summary`, '7-8': `${MIGRATING_FROM_V7}#serviceidentifier-no-longer-accepts-function`},
  },
  {
    id: 'property-without-inject', from: ['7'], to: ['8'], kind: 'flag', features: [],
    title: 'A property with @named, @tagged or @optional but no @inject needs its @inject',
    reason: '8 leaves an @optional()-only property undefined and fails at get for one with @named() or @tagged(); 7 set them to [].',
    guide: {'7-8': `${MIGRATING_FROM_V7}#a-property-without-inject`},
  },
  {
    id: 'error-messages', from: ['7'], to: ['8'], kind: 'flag', features: ['testing'],
    title: 'Some error messages changed: update code and tests that match on them',
    reason: 'Synchronous failures now advise the Async methods, and toService errors name the missing target.',
    guide: {'7-8': `${MIGRATING_FROM_V7}#error-messages-that-changed`},
  },
  {
    id: 'binding-decorators-major', from: ['7'], to: ['8'], kind: 'flag', features: ['ecosystem'],
    title: 'Upgrade @inversifyjs/binding-decorators to 3',
    reason: 'Its API is unchanged; container.load(buildProviderModule()) is synchronous in 8.',
    guide: {'7-8': `${MIGRATING_FROM_V7}#binding-decorators-1--3`},
  },
  {
    id: 'strongly-typed-swap', from: ['7'], to: ['8'], kind: 'rewrite', features: ['ecosystem'],
    title: 'TypedContainer swaps its sync and async names like the container',
    reason: '@inversifyjs/strongly-typed 3 follows the container: load/loadSync become loadAsync/load, and so on.',
    guide: {'7-8': `${MIGRATING_FROM_V7}#strongly-typed-2--3`},
  },
  {
    id: 'plugin-major', from: ['7'], to: ['8'], kind: 'flag', features: ['ecosystem', 'plugins-middleware'],
    title: 'Upgrade @inversifyjs/plugin to 0.3 and check what it reads of the core services',
    reason: 'The plugin API is the same, but the services behind PluginContext gained members and the package is an ES module only.',
    guide: {'7-8': `${MIGRATING_FROM_V7}#plugin-02--03`},
  },
  {
    id: 'http-framework-major', from: ['7'], to: ['8'], kind: 'flag', features: ['ecosystem'],
    title: 'Upgrade @inversifyjs/http-core and http-express to 5',
    reason: 'Version 5 needs inversify 8.2.3 or later; the controller API is unchanged.',
    guide: {'7-8': `${MIGRATING_FROM_V7}#http-framework-4--5`},
  },
];

/** @type {{from: FromMajor, to: ToMajor}[]} */
export const UPGRADE_PATHS = [{from: '6', to: '7'}, {from: '6', to: '8'}, {from: '7', to: '8'}];

/** @param {FromMajor} from @param {ToMajor} to */
export const pathKey = (from, to) => `${from}-${to}`;

/**
 * The rules that apply to an upgrade, in the checklist's order.
 * @param {FromMajor} from
 * @param {ToMajor} to
 * @returns {UpgradeRule[]}
 */
export function rulesFor(from, to) {
  const key = pathKey(from, to);
  return UPGRADE_RULES.filter((rule) => rule.from.includes(from) && rule.to.includes(to) && rule.guide[key] !== undefined);
}
