import { injectable } from 'inversify';
import { Book, BookRepository } from './repo.ts';

@injectable()
export class Library {
  constructor(private readonly repository: BookRepository) {}

  lend(isbn: string): string {
    const book: Book | undefined = this.repository.find(isbn);
    return book ? `lent "${book.title}"` : `no book ${isbn}`;
  }
}
