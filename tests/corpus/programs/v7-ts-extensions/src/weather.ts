import { injectable } from 'inversify';

@injectable()
export class WeatherApi {
  temperature(city: string): number {
    return city.length * 3;
  }
}
