/**
 * The relay's rate cap (MAIL_RATE_PER_SECOND) for this process: sends are spaced evenly, one slot every
 * 1/rate seconds. Bulk mail waits for its slot (`take`); other mail (a lead alert) takes the next slot at once
 * without waiting (`takeNow`), pushing the bulk mail back: it is never held behind a campaign, and the cap holds.
 * Without a rate nothing waits.
 */
export class SendRate {
  private readonly intervalMs: number;
  private nextSlotAt = 0;

  constructor(
    perSecond: number | undefined,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.intervalMs = perSecond ? 1000 / perSecond : 0;
  }

  /** Resolves at this send's slot. Slots follow each other from the last one given, never bunched after a lull. */
  async take(): Promise<void> {
    if (this.intervalMs === 0) return;
    const slot = this.claimSlot();
    const wait = slot - this.clock();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  /** Counts a send that goes now, whatever the queue. */
  takeNow(): void {
    if (this.intervalMs !== 0) this.claimSlot();
  }

  private claimSlot(): number {
    const slot = Math.max(this.clock(), this.nextSlotAt);
    this.nextSlotAt = slot + this.intervalMs;
    return slot;
  }
}
