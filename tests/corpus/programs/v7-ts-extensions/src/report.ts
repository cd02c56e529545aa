import { injectable } from 'inversify';
import { WeatherApi } from './weather.ts';

@injectable()
export class Report {
  constructor(private readonly api: WeatherApi) {}

  line(city: string): string {
    return `${city}: ${this.api.temperature(city)} °C`;
  }
}
