import '@testing-library/jest-dom/jest-globals';
import { afterEach } from '@jest/globals';
import { toast } from 'sonner';

// Sonner keeps toasts in a module-level store and replays the active ones to a newly mounted Toaster:
// dismiss them so one test's toasts never show up in the next test.
afterEach(() => {
  toast.dismiss();
});
