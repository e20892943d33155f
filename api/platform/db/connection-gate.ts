/**
 * One unit of work at a time on the process's one SQLite connection: a statement on its own, or a
 * whole transaction from BEGIN to COMMIT. First come, first served; a waiter gives up at its deadline.
 */
export class ConnectionGate {
  private held = false;
  private readonly waiters: (() => void)[] = [];

  /** Resolves true once the gate is this caller's, false if `deadline` (epoch ms) passes first. */
  acquire(deadline: number): Promise<boolean> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(
        () => {
          this.waiters.splice(this.waiters.indexOf(grant), 1);
          resolve(false);
        },
        Math.max(0, deadline - Date.now()),
      );
      this.waiters.push(grant);
    });
  }

  /** How many callers wait for the gate now. */
  get queued(): number {
    return this.waiters.length;
  }

  /** Hands the gate to the next waiter, or leaves it open. */
  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}
