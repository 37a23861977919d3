import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { ROW_ATTACHMENT, formatTable, type HostileRow } from './table.ts';

/**
 * Gathers the row each form's test attaches, from whichever worker ran it, and prints the
 * table once the run ends, forms in the order they are declared.
 */
export default class HostileTableReporter implements Reporter {
  private readonly rows = new Map<string, HostileRow>();
  private order: string[] = [];

  onBegin(_config: unknown, suite: { allTests(): TestCase[] }) {
    this.order = suite.allTests().map((test) => test.id);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const attachment = result.attachments.find((a) => a.name === ROW_ATTACHMENT);
    // A retried test's last row is the one that counts.
    if (attachment?.body) this.rows.set(test.id, JSON.parse(attachment.body.toString('utf8')));
  }

  onEnd() {
    const rows = this.order.flatMap((id) => this.rows.get(id) ?? []);
    console.log(formatTable(rows));
  }

  printsToStdio() {
    return false;
  }
}
