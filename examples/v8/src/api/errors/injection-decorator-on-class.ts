import { inject } from 'inversify';

class OrderService {
  constructor(public readonly mailer: unknown) {}
}

class InvoiceService {
  constructor(public readonly mailer: unknown) {}
}

// Called by hand with the class alone, as JavaScript code may call it (nothing checks the arguments there): the
// decorator is not told which constructor parameter (or property) it is for.
const injectMailer: Function = inject('Mailer');
injectMailer(OrderService);
console.log('first call: no error');
// prints: first call: no error

// The second such call, on any class, conflicts with what the first one recorded.
const injectMailerAgain: Function = inject('Mailer');
injectMailerAgain(InvoiceService);
// throws: Unexpected undefined property and index values
