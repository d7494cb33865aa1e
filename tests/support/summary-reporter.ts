import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain line, "Tests: N passed, N failed, N skipped", that
 * any log reader understands without vitest's colours and layout.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) counts[test.result().state] += 1;
    }
    // A test still pending at the end never ran (the run was cut short): it was skipped.
    const skipped = counts.skipped + counts.pending;
    console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${skipped} skipped`);
  }
}
