export class User {
  constructor(readonly name: string, readonly appName: string) {}

  describe(): string {
    return `${this.name} uses ${this.appName}`;
  }
}

export type UserFactory = (name: string) => User;
