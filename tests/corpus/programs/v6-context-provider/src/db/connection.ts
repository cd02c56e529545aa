export class Connection {
  private static opened = 0;
  readonly number: number;

  constructor(readonly url: string) {
    Connection.opened += 1;
    this.number = Connection.opened;
  }

  query(sql: string): string {
    return `${this.url} (connection ${this.number}) ran: ${sql}`;
  }
}
