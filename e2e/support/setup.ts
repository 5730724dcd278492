import { throwDialogFailures } from './accessibility';

// A dialog a test opened and closed without waiting for another screen fails the test that opened it.
afterEach(() => throwDialogFailures());
