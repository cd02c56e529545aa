#!/usr/bin/env node
import 'reflect-metadata';
import { buildContainer } from './container';
import { Greeter } from './greeter';

const container = buildContainer();
const greeter = container.get(Greeter);
for (const name of ['Ada', 'Grace']) {
  console.log(greeter.greet(name));
}
