#!/usr/bin/env node
import { Container, injectable } from 'inversify';

@injectable()
class Migrator {
  private readonly steps = ['create users', 'add email index', 'backfill names'];

  async run(): Promise<number> {
    for (const [index, step] of this.steps.entries()) {
      await Promise.resolve();
      console.log(`${index + 1}/${this.steps.length} ${step}`);
    }
    return this.steps.length;
  }
}

async function main(): Promise<void> {
  const container = new Container();
  container.bind(Migrator).toSelf();
  const count = await container.get(Migrator).run();
  console.log(`done: ${count} migrations`);
}

void main();
