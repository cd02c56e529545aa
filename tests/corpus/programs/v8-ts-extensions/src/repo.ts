import { injectable } from 'inversify';

export interface Book {
  isbn: string;
  title: string;
}

@injectable()
export class BookRepository {
  private readonly books: Book[] = [
    { isbn: '1', title: 'Structure and Interpretation' },
    { isbn: '2', title: 'The Pragmatic Programmer' },
  ];

  find(isbn: string): Book | undefined {
    return this.books.find((book) => book.isbn === isbn);
  }
}
