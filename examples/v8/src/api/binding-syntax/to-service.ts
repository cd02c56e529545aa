import { Container, injectable } from 'inversify';

interface Reader {
  read(): string;
}

interface Writer {
  write(text: string): string;
}

@injectable()
class FileStore implements Reader, Writer {
  public read(): string {
    return 'file contents';
  }

  public write(text: string): string {
    return `wrote "${text}"`;
  }
}

const container: Container = new Container();
container.bind(FileStore).toSelf().inSingletonScope();
// Both identifiers are redirected to the FileStore binding
container.bind<Reader>('Reader').toService(FileStore);
container.bind<Writer>('Writer').toService(FileStore);

const reader: Reader = container.get<Reader>('Reader');
const writer: Writer = container.get<Writer>('Writer');
console.log(reader.read(), writer.write('hello'));
// prints: file contents wrote "hello"
// toService follows the target binding, singleton scope included
const store: FileStore = container.get(FileStore);
console.log(reader === store, writer === store);
// prints: true true
