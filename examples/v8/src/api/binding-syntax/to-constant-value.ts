import { Container } from 'inversify';

interface Settings {
  readonly retries: number;
}

const settings: Settings = { retries: 3 };

const container: Container = new Container();
container.bind<Settings>('Settings').toConstantValue(settings);

// The container hands out the very object it was given
console.log(container.get<Settings>('Settings') === settings);
// prints: true
console.log(container.get<Settings>('Settings').retries);
// prints: 3

// Activation handlers run once, the first time the value is resolved
container
  .bind<string>('Motto')
  .toConstantValue('silence is golden')
  .onActivation((_context, motto: string): string => {
    console.log('activating the motto');
    return motto.toUpperCase();
  });
console.log(container.get<string>('Motto'));
console.log(container.get<string>('Motto'));
// prints: activating the motto
// prints: SILENCE IS GOLDEN
// prints: SILENCE IS GOLDEN
