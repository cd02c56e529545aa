import { Container, ResolutionContext } from 'inversify';
import { Forecast, FormatterFactory, StationProvider, WEATHER } from './forecast';
import { Reading, Station } from './station';

export function weatherContainer(readings: Record<string, number>): Container {
  const container = new Container();
  container.bind<Record<string, number>>(WEATHER.Readings).toConstantValue(readings);

  let station: Station | undefined;
  container.bind<StationProvider>(WEATHER.StationProvider).toProvider((context: ResolutionContext) => async () => {
    station ??= new Station(context.get<Record<string, number>>(WEATHER.Readings));
    return station;
  });

  container.bind<FormatterFactory>(WEATHER.FormatterFactory).toFactory(() => (unit: 'C' | 'F') => (reading: Reading) => {
    const value = unit === 'C' ? reading.celsius : reading.celsius * 1.8 + 32;
    return `${reading.city}: ${Number.isNaN(value) ? 'no reading' : `${value.toFixed(1)} °${unit}`}`;
  });

  container.bind(Forecast).toSelf();
  return container;
}
