import express from 'express';
import { Container, injectable } from 'inversify';

@injectable()
class HealthController {
  status(): { ok: boolean } {
    return { ok: true };
  }
}

const container = new Container();
container.bind(HealthController).toSelf().inSingletonScope();

const app = express();
app.get('/health', (_request, response) => {
  response.json(container.get(HealthController).status());
});

app.set('name', 'health-service');
console.log(`${app.get('name')}: GET /health answers ${JSON.stringify(container.get(HealthController).status())}`);
