import { injectable } from 'inversify';
import { Task, TaskStore } from './models';

@injectable()
export class MemoryTaskStore implements TaskStore {
  private readonly tasks: Task[] = [];

  all(): Task[] {
    return [...this.tasks];
  }

  add(title: string): Task {
    const task = { title, done: false };
    this.tasks.push(task);
    return task;
  }
}
