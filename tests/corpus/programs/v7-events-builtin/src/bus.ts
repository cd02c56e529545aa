import { EventEmitter } from 'node:events';
import { injectable } from 'inversify';

@injectable()
export class EventBus extends EventEmitter {}
