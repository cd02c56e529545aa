import { Container } from 'inversify';
import { FeatureFlags, Settings } from './settings';

const app = new Container();
app.bind(Settings).toConstantValue(new Settings({ darkMode: false, beta: false }));
app.bind(FeatureFlags).toSelf();

const request = new Container({ parent: app });
request.bind(Settings).toConstantValue(new Settings({ darkMode: true, beta: false }));
request.bind(FeatureFlags).toSelf();

console.log(`app: ${app.get(FeatureFlags).describe()}`);
console.log(`request: ${request.get(FeatureFlags).describe()}`);
const bare = new Container({ parent: app });
console.log(`a child with no bindings of its own: ${bare.get(FeatureFlags).describe()}`);
