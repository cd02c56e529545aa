export interface Task {
  title: string;
  done: boolean;
}

export interface TaskStore {
  all(): Task[];
  add(title: string): Task;
}
