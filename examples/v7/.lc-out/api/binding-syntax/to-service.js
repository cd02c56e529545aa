"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let FileStore = class FileStore {
    read() {
        return 'file contents';
    }
    write(text) {
        return `wrote "${text}"`;
    }
};
FileStore = __decorate([
    (0, inversify_1.injectable)()
], FileStore);
const container = new inversify_1.Container();
container.bind(FileStore).toSelf().inSingletonScope();
// Both identifiers are redirected to the FileStore binding
container.bind('Reader').toService(FileStore);
container.bind('Writer').toService(FileStore);
const reader = container.get('Reader');
const writer = container.get('Writer');
console.log(reader.read(), writer.write('hello'));
// prints: file contents wrote "hello"
// toService follows the target binding, singleton scope included
const store = container.get(FileStore);
console.log(reader === store, writer === store);
// prints: true true
