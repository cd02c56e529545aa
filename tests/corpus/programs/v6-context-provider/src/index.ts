import 'reflect-metadata';
import { Container } from 'inversify';
import { register, UserFactory } from './bindings';
import { IDS } from './identifiers';
import { UserRepository } from './users/repository';

async function main(): Promise<void> {
  const container = new Container();
  register(container);

  console.log(container.get<string>(IDS.Banner));
  const makeUser = container.get<UserFactory>(IDS.UserFactory);
  console.log(makeUser('ada').describe());
  console.log(makeUser('linus').describe());

  const repository = container.get(UserRepository);
  console.log(await repository.count('users'));
  console.log(await repository.count('orders'));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
