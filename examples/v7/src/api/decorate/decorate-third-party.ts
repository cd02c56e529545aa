import { Container, decorate, inject, injectable } from 'inversify';

// Imagine both classes come from a package you cannot edit
class HttpClient {
  public readonly baseUrl: string = 'https://api.example.com';
}

class UserApi {
  constructor(private readonly client: HttpClient) {}

  public url(id: number): string {
    return `${this.client.baseUrl}/users/${String(id)}`;
  }
}

// Describe them from your own code, once, before any binding uses them
decorate(injectable(), HttpClient);
decorate(injectable(), UserApi);
decorate(inject(HttpClient), UserApi, 0);

const container: Container = new Container();
container.bind(HttpClient).toSelf().inSingletonScope();
container.bind(UserApi).toSelf();

console.log(container.get(UserApi).url(7));
// prints: https://api.example.com/users/7
