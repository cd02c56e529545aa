import { Container } from 'inversify';
import { Report } from './report.ts';
import { WeatherApi } from './weather.ts';

const container = new Container({ autobind: true });
container.bind(WeatherApi).toSelf().inSingletonScope();

const report = container.get(Report);
['Oslo', 'Lisbon'].forEach((city) => console.log(report.line(city)));
