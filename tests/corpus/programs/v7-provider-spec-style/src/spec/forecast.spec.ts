import 'reflect-metadata';
import { Forecast } from '../weather/forecast';
import { weatherContainer } from '../weather/container';
import { Station } from '../weather/station';
import { expectEqual, it, runAll } from './harness';

const readings = { oslo: -3, lisbon: 18.5 };

it('reports in Celsius', async () => {
  const forecast = weatherContainer(readings).get(Forecast);
  expectEqual(await forecast.report('oslo', 'C'), 'oslo: -3.0 °C');
});

it('reports in Fahrenheit', async () => {
  const forecast = weatherContainer(readings).get(Forecast);
  expectEqual(await forecast.report('lisbon', 'F'), 'lisbon: 65.3 °F');
});

it('says when a city has no reading', async () => {
  const forecast = weatherContainer(readings).get(Forecast);
  expectEqual(await forecast.report('lima', 'C'), 'lima: no reading');
});

it('opens one station per container however many reports it makes', async () => {
  const before = Station.connections;
  const container = weatherContainer(readings);
  await container.get(Forecast).report('oslo', 'C');
  await container.get(Forecast).report('lisbon', 'C');
  expectEqual(Station.connections - before, 1);
});

void runAll();
