import { Factory, inject, injectable, Provider } from 'inversify';
import { Reading, Station } from './station';

export const WEATHER = {
  Readings: Symbol.for('Readings'),
  StationProvider: Symbol.for('StationProvider'),
  FormatterFactory: Symbol.for('FormatterFactory'),
};

export type StationProvider = Provider<Station>;
export type FormatterFactory = Factory<(reading: Reading) => string, [unit: 'C' | 'F']>;

@injectable()
export class Forecast {
  constructor(
    @inject(WEATHER.StationProvider) private readonly station: StationProvider,
    @inject(WEATHER.FormatterFactory) private readonly formatter: FormatterFactory,
  ) {}

  async report(city: string, unit: 'C' | 'F'): Promise<string> {
    const station = await this.station();
    const format = await this.formatter(unit);
    return format(await station.read(city));
  }
}
