export interface Reading {
  readonly city: string;
  readonly celsius: number;
}

/** Stands for a remote station: each connection counts, so tests can see how often one is opened. */
export class Station {
  static connections = 0;

  constructor(private readonly readings: Record<string, number>) {
    Station.connections += 1;
  }

  async read(city: string): Promise<Reading> {
    return { city, celsius: this.readings[city] ?? Number.NaN };
  }
}
