#!/usr/bin/env node
import { Container, injectable } from 'inversify';

@injectable()
class WordCounter {
  count(text: string): Map<string, number> {
    const counts = new Map<string, number>();
    for (const word of text.toLowerCase().split(/\W+/).filter(Boolean)) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    return counts;
  }
}

const container = new Container({ autobind: true });
const counts = container.get(WordCounter).count('The cat and the hat and the bat');
for (const [word, count] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3)) {
  console.log(`${word} ${count}`);
}
