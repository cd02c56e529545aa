import { Container } from 'inversify';
import { Library } from './library.ts';
import { BookRepository } from './repo.ts';

const container = new Container();
container.bind(BookRepository).toSelf().inSingletonScope();
container.bind(Library).toSelf();

const library = container.get(Library);
console.log(library.lend('2'));
console.log(library.lend('9'));
