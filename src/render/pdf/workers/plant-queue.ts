/**
 * Plants handed to the PDF renderers as they arrive: the run pushes each plant when its
 * data is complete, renderers pull (several at once, each gets the next plant), close()
 * ends the stream once the fetch is over.
 */
import type { PlantReport } from "../../../metrics/model.js";

export class PlantQueue {
  private readonly items: PlantReport[] = [];
  private readonly waiting: ((plant: PlantReport | null) => void)[] = [];
  private closed = false;

  push(plant: PlantReport): void {
    if (this.closed) throw new Error("push after close");
    const take = this.waiting.shift();
    if (take) take(plant);
    else this.items.push(plant);
  }

  close(): void {
    this.closed = true;
    for (const take of this.waiting.splice(0)) take(null);
  }

  /** Drops what is still queued (a failing renderer stops the others after their current plant). */
  clear(): void {
    this.items.length = 0;
  }

  /** The next plant, or null once the queue is closed and empty. */
  next(): Promise<PlantReport | null> {
    const plant = this.items.shift();
    if (plant) return Promise.resolve(plant);
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  static of(plants: PlantReport[]): PlantQueue {
    const q = new PlantQueue();
    for (const p of plants) q.push(p);
    q.close();
    return q;
  }
}
