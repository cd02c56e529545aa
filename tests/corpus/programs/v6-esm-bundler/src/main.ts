import 'reflect-metadata';
import { Container } from 'inversify';
import { TaskStore } from './models';
import { MemoryTaskStore } from './store';
import { STORE, TodoList } from './todo';

const container = new Container();
container.bind<TaskStore>(STORE).to(MemoryTaskStore).inSingletonScope();
container.bind(TodoList).toSelf();

const list = container.get(TodoList);
list.addAll('write tests', 'ship it');
console.log(list.summary());
