// Work that must not delay or shape an answer (sending a mail whose timing would reveal whether an account
// exists). Failures are logged; shutdown waits for what is still running.
import type { FastifyBaseLogger } from 'fastify';

export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Pick<FastifyBaseLogger, 'error'>) {}

  run(name: string, work: () => Promise<unknown>): void {
    const task = work().then(
      () => undefined,
      (error: unknown) => this.logger.error({ err: error, task: name }, 'background task failed'),
    );
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
