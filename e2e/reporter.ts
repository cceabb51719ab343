import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests the summary names. */
const SLOWEST = 15;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Where the end-to-end minutes go, and which tests only passed on a retry. A test that needed its
 * retry is flaky: a defect to fix, never a pass to accept. The summary names each, with the error
 * of the failed attempt, after the slowest tests of the run.
 */
export default class SummaryReporter implements Reporter {
  private readonly attempts = new Map<TestCase, TestResult[]>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.attempts.set(test, [...(this.attempts.get(test) ?? []), result]);
  }

  onEnd(result: FullResult) {
    const name = (test: TestCase) =>
      `${test.location.file.split('/e2e/')[1] ?? test.location.file}:${test.location.line} › ${test.title}`;
    const timed = [...this.attempts].map(([test, results]) => ({
      test,
      duration: results.reduce((sum, attempt) => sum + attempt.duration, 0),
    }));
    timed.sort((a, b) => b.duration - a.duration);
    const lines = [
      `\nThe ${Math.min(SLOWEST, timed.length)} slowest tests (of ${timed.length}, ${seconds(result.duration)} in all):`,
    ];
    for (const { test, duration } of timed.slice(0, SLOWEST))
      lines.push(`  ${seconds(duration).padStart(7)}  ${name(test)}`);
    const flaky = [...this.attempts].filter(([test]) => test.outcome() === 'flaky');
    if (flaky.length > 0) {
      lines.push(`\n✖ ${flaky.length} test(s) passed only on retry (flaky: a defect to fix):`);
      for (const [test, results] of flaky) {
        const failed = results.find((attempt) => attempt.status !== 'passed');
        lines.push(`  ${name(test)}`, `      ${(failed?.error?.message ?? failed?.status ?? '').split('\n')[0]}`);
      }
    }
    console.info(lines.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
