import { inject, injectable } from 'inversify';
import { TaskStore } from './models';

export const STORE = Symbol('TaskStore');

@injectable()
export class TodoList {
  constructor(@inject(STORE) private readonly store: TaskStore) {}

  addAll(...titles: string[]): void {
    for (const title of titles) this.store.add(title);
  }

  summary(): string {
    return this.store.all().map((task) => `[${task.done ? 'x' : ' '}] ${task.title}`).join('\n');
  }
}
